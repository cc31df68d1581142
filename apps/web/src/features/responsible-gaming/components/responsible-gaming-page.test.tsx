import type {
  LimitsData,
  PlayerLimit,
  PlaySessionData,
  ReopenState,
} from '@kasa/contract/responsible-gaming';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../../lib/toast';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { DepositLimitPrompt } from './deposit-limit-prompt';
import { LimitReviewReminder } from './limit-review-reminder';
import { MarketingGate } from './marketing-gate';
import { formatElapsed, PlaySessionWatcher } from './play-session-watcher';
import { parseLira, ResponsibleGamingPage } from './responsible-gaming-page';

const slot = (over: Partial<PlayerLimit> & Pick<PlayerLimit, 'kind' | 'period'>): PlayerLimit => ({
  value: null,
  pending: null,
  used: over.kind === 'session' ? null : 0,
  resetsAt: over.kind === 'session' ? null : '2026-11-25T21:00:00.000Z',
  ...over,
});

function limitsData(over: Partial<LimitsData> = {}, deposit: Partial<PlayerLimit> = {}): LimitsData {
  const limits: PlayerLimit[] = [];
  for (const kind of ['deposit', 'loss', 'wager'] as const)
    for (const period of ['day', 'week', 'month'] as const)
      limits.push(slot({ kind, period, ...(kind === 'deposit' && period === 'day' ? deposit : {}) }));
  limits.push(slot({ kind: 'session', period: null }));
  return {
    limits,
    realityCheckMinutes: null,
    block: null,
    promptDepositLimit: false,
    reviewLimits: false,
    limitsReviewedAt: null,
    ...over,
  };
}

describe('responsible gaming page', () => {
  it('shows each limit with its value, use and pending increase, and sends a new daily deposit limit in lira', async () => {
    signIn();
    const user = userEvent.setup();
    const current = limitsData(
      {},
      {
        value: 400,
        used: 300,
        pending: { value: 1000, from: '2026-11-25T17:00:00.000Z' },
      },
    );
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/setlimit')) return ok(current, 'Your limit applies now.');
      return ok(current);
    });
    renderWithApp(<ResponsibleGamingPage />);

    const daily = await screen.findByTestId('rg-limit-deposit-day');
    expect(within(daily).getByTestId('rg-value').textContent).toMatch(/₺\s?400,00/);
    expect(daily.textContent).toMatch(/This period: ₺\s?300,00/);
    expect(within(daily).getByTestId('rg-pending').textContent).toMatch(
      /₺\s?1\.000,00 — pending until 25\.11\.2026/,
    );
    expect(within(screen.getByTestId('rg-limit-loss-week')).getByTestId('rg-value').textContent).toBe(
      'No limit',
    );

    await user.type(within(daily).getByTestId('rg-amount'), '250,50');
    await user.click(within(daily).getByTestId('rg-save'));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('customer/setlimit'))).toBe(true));
    expect(api.calls.find((c) => c.url.endsWith('customer/setlimit'))!.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 250.5,
    });
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('Your limit applies now.'));
  });

  it('self-exclusion is sent only after the confirmation step, with the period chosen', async () => {
    signIn();
    const user = userEvent.setup();
    const excluded = limitsData({
      block: {
        kind: 'selfExclusion',
        period: '1y',
        from: '2026-11-24T12:00:00.000Z',
        until: '2027-11-24T12:00:00.000Z',
        ended: false,
        canRequestReopen: false,
        reopen: null,
      },
    });
    let isExcluded = false;
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/selfexclude')) {
        isExcluded = true;
        return ok(excluded, 'You have excluded yourself from play until 24.11.2027 15.00.');
      }
      return ok(isExcluded ? excluded : limitsData());
    });
    renderWithApp(<ResponsibleGamingPage />);

    await user.click(await screen.findByTestId('rg-exclusion-1y'));
    await user.click(screen.getByTestId('rg-exclusion-start'));
    const confirm = await screen.findByTestId('rg-confirm-exclusion');
    expect(confirm.textContent).toContain('You are excluding yourself for 1 year.');
    expect(api.calls.some((c) => c.url.endsWith('customer/selfexclude'))).toBe(false);

    await user.click(within(confirm).getByTestId('rg-confirm-yes'));
    const banner = await screen.findByTestId('rg-block');
    expect(banner.textContent).toMatch(/You have excluded yourself from play until 24\.11\.2027/);
    expect(api.calls.find((c) => c.url.endsWith('customer/selfexclude'))!.body).toEqual({ period: '1y' });
  });

  it('cancelling the confirmation sends nothing; a refusal from the server is shown', async () => {
    signIn();
    const user = userEvent.setup();
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/timeout'))
        return fail(409, 'Your current restriction lasts until 25.11.2027 12.00; it cannot be shortened.');
      return ok(limitsData());
    });
    renderWithApp(<ResponsibleGamingPage />);
    await user.click(await screen.findByTestId('rg-timeout-start'));
    await user.click(within(await screen.findByTestId('rg-confirm-timeout')).getByText('Cancel'));
    expect(screen.queryByTestId('rg-confirm-timeout')).toBeNull();
    expect(api.calls.some((c) => c.url.endsWith('customer/timeout'))).toBe(false);

    await user.click(screen.getByTestId('rg-timeout-start'));
    await user.click(within(await screen.findByTestId('rg-confirm-timeout')).getByTestId('rg-confirm-yes'));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain(
        'Your current restriction lasts until 25.11.2027 12.00; it cannot be shortened.',
      ),
    );
  });

  it('the reality check is a choice of 15, 30 or 60 minutes or off', async () => {
    signIn();
    const user = userEvent.setup();
    const api = mockApi(() => ok(limitsData({ realityCheckMinutes: 30 })));
    renderWithApp(<ResponsibleGamingPage />);
    expect((await screen.findByTestId('rg-reality-30')).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByTestId('rg-reality-15'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.url.endsWith('customer/realitycheck'))?.body).toEqual({ minutes: 15 }),
    );
  });
});

describe('reopening and the six-monthly review (docs/decisions/0440)', () => {
  const ended = (reopen: ReopenState | null) =>
    limitsData({
      block: {
        kind: 'selfExclusion',
        period: '6m',
        from: '2026-05-24T12:00:00.000Z',
        until: '2026-11-24T12:00:00.000Z',
        ended: true,
        canRequestReopen: reopen === null,
        reopen,
      },
    });

  it('an ended self-exclusion offers "ask to reopen", sent only after confirming, then shows the cooling-off', async () => {
    signIn();
    const user = userEvent.setup();
    const pending = ended({
      status: 'pending',
      requestedAt: '2026-11-25T09:00:00.000Z',
      decidableFrom: '2026-11-26T09:00:00.000Z',
    });
    let asked = false;
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/reopen')) {
        asked = true;
        return ok(pending, 'Your request has been received.');
      }
      return ok(asked ? pending : ended(null));
    });
    renderWithApp(<ResponsibleGamingPage />);
    const banner = await screen.findByTestId('rg-block');
    expect(banner.textContent).toContain('Your self-exclusion has ended.');
    await user.click(within(banner).getByTestId('rg-reopen'));
    const confirm = await screen.findByTestId('rg-confirm-reopen');
    expect(api.calls.some((c) => c.url.endsWith('customer/reopen'))).toBe(false);
    await user.click(within(confirm).getByTestId('rg-confirm-yes'));
    expect((await screen.findByTestId('rg-reopen-pending')).textContent).toMatch(
      /cooling-off until 26\.11\.2026/,
    );
    expect(api.calls.find((c) => c.url.endsWith('customer/reopen'))!.body).toEqual({ confirm: true });
    expect(screen.queryByTestId('rg-reopen')).toBeNull();
  });

  it('asks for the review of limits on the page and after login; "reviewed" is sent', async () => {
    signIn();
    const user = userEvent.setup();
    let reviewed = false;
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/limitreview')) {
        reviewed = true;
        return ok(
          limitsData({ limitsReviewedAt: '2026-11-25T09:00:00.000Z' }),
          'You have reviewed your limits.',
        );
      }
      return ok(limitsData({ reviewLimits: !reviewed }));
    });
    renderWithApp(<LimitReviewReminder />);
    expect((await screen.findByTestId('rg-review-reminder')).textContent).toContain('Review your limits');

    renderWithApp(<ResponsibleGamingPage />);
    await user.click(await screen.findByTestId('rg-review-done'));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('customer/limitreview'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('rg-review')).toBeNull());
  });
});

describe('deposit-limit prompt', () => {
  it('asks for a limit until one is set or the player actively skips, and sends the skip', async () => {
    signIn();
    const user = userEvent.setup();
    let prompt = true;
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/limitprompt/skip')) prompt = false;
      return ok(limitsData({ promptDepositLimit: prompt }));
    });
    renderWithApp(<DepositLimitPrompt />);
    await screen.findByTestId('rg-prompt');
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByTestId('rg-prompt-skip'));
    await screen.findByTestId('rg-deposit-link');
    expect(screen.queryByTestId('rg-prompt')).toBeNull();
    expect(api.calls.some((c) => c.url.endsWith('customer/limitprompt/skip'))).toBe(true);
  });
});

describe('marketing gate', () => {
  const excluded = {
    kind: 'selfExclusion' as const,
    period: '6m',
    from: '2026-11-24T12:00:00.000Z',
    until: null,
    ended: false,
    canRequestReopen: false,
    reopen: null,
  };

  it('shows the promotion to a player without a block', async () => {
    signIn();
    mockApi(() => ok(limitsData()));
    renderWithApp(<MarketingGate>promo</MarketingGate>);
    await screen.findByText('promo');
  });

  it('hides it from a self-excluded player', async () => {
    signIn();
    const api = mockApi(() => ok(limitsData({ block: excluded })));
    renderWithApp(<MarketingGate>promo</MarketingGate>);
    await waitFor(() => expect(api.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('promo')).toBeNull();
  });
});

describe('reality check while playing', () => {
  const session = (over: Partial<PlaySessionData> = {}): PlaySessionData => ({
    startedAt: new Date(Date.now() - 15 * 60_000).toISOString(),
    elapsedSeconds: 900,
    net: -42.5,
    realityCheckMinutes: 15,
    realityCheckDue: true,
    nextRealityCheckAt: new Date().toISOString(),
    sessionLimitMinutes: null,
    sessionEndsAt: null,
    blocked: false,
    ...over,
  });

  it('shows time played and the net result with links to history; Continue answers it', async () => {
    signIn();
    const user = userEvent.setup();
    let due = true;
    const api = mockApi((call) => {
      if (call.url.endsWith('customer/playsession/continue')) due = false;
      return ok(session({ realityCheckDue: due }));
    });
    renderWithApp(<PlaySessionWatcher />);
    const dialog = await screen.findByTestId('rg-reality-check');
    expect(within(dialog).getByTestId('rg-check-played').textContent).toMatch(/^0:1[45]:\d\d$/);
    expect(within(dialog).getByTestId('rg-check-net').textContent).toMatch(/-?₺\s?-?42,50/);
    expect(within(dialog).getByRole('link', { name: 'Game history' }).getAttribute('href')).toBe(
      '/dashboard/game-history',
    );
    expect(within(dialog).getByText('Log out')).toBeTruthy();
    await user.click(within(dialog).getByTestId('rg-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('rg-reality-check')).toBeNull());
    expect(api.calls.some((c) => c.url.endsWith('customer/playsession/continue'))).toBe(true);
  });

  it('formats the clock and reads lira as typed', () => {
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(59)).toBe('0:00:59');
    expect(parseLira('1.234,5')).toBe(1234.5);
    expect(parseLira('250.50')).toBe(250.5);
    expect(parseLira('abc')).toBeNull();
  });
});
