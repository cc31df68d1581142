import { STORAGE_KEYS } from '@kasa/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../test/render';
import {
  activeSiteOptions,
  applyServerTranslations,
  bootstrapStore,
  loadBootstrap,
  nestTranslations,
  startBootstrap,
} from './bootstrap';
import { bootstrapFixture } from './bootstrap.fixture';
import { i18n, setLanguage } from './i18n';
import { settingsLink, trialBonusAmount } from './settings';

const bundled = { en: i18n.t('header.login', { lng: 'en' }), tr: i18n.t('header.login', { lng: 'tr' }) };

afterEach(() => {
  bootstrapStore.set(null);
  // Server texts stay merged into the shared instance: put the bundled ones back for the next test.
  i18n.addResourceBundle('en', 'translation', { header: { login: bundled.en } }, true, true);
  i18n.addResourceBundle('tr', 'translation', { header: { login: bundled.tr } }, true, true);
});

describe('bootstrap (cms/grouped)', () => {
  it('stores a successful answer under "bootstrap" with the language it was served in', async () => {
    const fresh = bootstrapFixture({ trialBonusAmount: 100 });
    const { calls } = mockApi(() => ok(fresh));
    await loadBootstrap();
    expect(calls.map((call) => call.url)).toEqual(['/api/cms/grouped']);
    expect(calls[0]!.headers['x-locale']).toBe('en');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.bootstrap)!);
    expect(stored).toEqual({ ...fresh, locale: 'en' });
    expect(bootstrapStore.get()).toEqual({ ...fresh, locale: 'en' });
    expect(trialBonusAmount()).toBe(100);
  });

  it('falls back to the stored copy when the server answers success false', async () => {
    const stored = bootstrapFixture({ trialBonusAmount: 50, locale: 'en' });
    window.localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify(stored));
    mockApi(() => fail(500, 'boom'));
    await loadBootstrap();
    expect(bootstrapStore.get()).toEqual(stored);
    // The stored copy is kept as it was.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.bootstrap)!)).toEqual(stored);
  });

  it('falls back to the stored copy when the network fails', async () => {
    const stored = bootstrapFixture({ trialBonusAmount: 75, locale: 'en' });
    window.localStorage.setItem(STORAGE_KEYS.bootstrap, JSON.stringify(stored));
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await loadBootstrap();
    expect(bootstrapStore.get()?.trialBonusAmount).toBe(75);
  });

  it('has nothing (and keeps the defaults) when it fails with nothing stored', async () => {
    mockApi(() => fail(503, 'down'));
    expect(await loadBootstrap()).toBeNull();
    expect(bootstrapStore.get()).toBeNull();
    expect(trialBonusAmount()).toBe(0);
  });
});

describe('site options', () => {
  it('keeps only active options and lower-cases their keys', () => {
    const options = activeSiteOptions([
      { key: 'liveTv', value: 'https://tv.kasa.bet', status: true },
      { key: 'chat-site-id', value: 'site-1', status: false },
      { key: 'Telegram', value: 'https://t.me/kasa', status: true },
      { key: 'empty', value: '', status: true },
    ]);
    expect([...options.entries()]).toEqual([
      ['livetv', 'https://tv.kasa.bet'],
      ['telegram', 'https://t.me/kasa'],
    ]);
  });

  it('reads settings links from the bootstrap in use, by any case of the key', async () => {
    mockApi(() =>
      ok(bootstrapFixture({ siteOption: [{ key: 'liveTv', value: 'https://tv.kasa.bet', status: true }] })),
    );
    await loadBootstrap();
    expect(settingsLink('liveTv')).toBe('https://tv.kasa.bet');
    expect(settingsLink('LIVETV')).toBe('https://tv.kasa.bet');
  });
});

describe('server translations', () => {
  it('turns dotted keys into nested objects', () => {
    expect(
      nestTranslations([
        { key: 'home.heroTitle', value: 'A' },
        { key: 'home.heroText', value: 'B' },
        { key: 'site', value: 'C' },
      ]),
    ).toEqual({ home: { heroTitle: 'A', heroText: 'B' }, site: 'C' });
  });

  it('override the bundled string in the language they were served in only', async () => {
    mockApi(() =>
      ok(bootstrapFixture({ translationList: [{ key: 'header.login', value: 'Sign in (server)' }] })),
    );
    await loadBootstrap();
    expect(i18n.t('header.login')).toBe('Sign in (server)');
    expect(i18n.t('header.login', { lng: 'tr' })).toBe(bundled.tr);
  });

  it('leave bundled strings alone when the list is empty', () => {
    applyServerTranslations('en', []);
    expect(i18n.t('header.login')).toBe(bundled.en);
  });

  it('are fetched again for the new language on a language switch', async () => {
    const { calls } = mockApi((call) =>
      ok(
        bootstrapFixture({
          translationList: [
            {
              key: 'header.login',
              value: call.headers['x-locale'] === 'tr' ? 'Giriş (sunucu)' : 'Login (server)',
            },
          ],
        }),
      ),
    );
    await startBootstrap();
    expect(i18n.t('header.login')).toBe('Login (server)');
    await setLanguage('tr');
    await expect.poll(() => i18n.t('header.login')).toBe('Giriş (sunucu)');
    expect(calls.map((call) => call.headers['x-locale'])).toEqual(['en', 'tr']);
    expect(bootstrapStore.get()?.locale).toBe('tr');
  });
});
