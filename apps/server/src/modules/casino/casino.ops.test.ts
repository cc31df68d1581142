import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { OpsCasinoPath, type CasinoGame, type OpsCasinoGame } from '@kasa/contract/casino';
import type { OpsAuditPage } from '@kasa/contract/ops';
import { OpsPath } from '@kasa/contract/ops';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { signUp } from '../payment/payment.test-support.ts';

// The back office's casino screen (issue 13 §2): an operator switches a game off — gone from search and refused at
// launch at once — and on again, features one, and the seed at the next start keeps the operator's choice.

let t: TestApp;
let client: ReturnType<typeof api>;
let content: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  content = await signInOperator(t.app, ['content']);
});
afterAll(async () => t?.close());

const games = async () =>
  (await client.get<OpsCasinoGame[]>(OpsCasinoPath.games, { token: content.token })).body.data;
const game = async (code: string) => (await games()).find((g) => g.code === code)!;
const setFlags = (code: string, body: object, token = content.token) =>
  client.post<OpsCasinoGame>(OpsCasinoPath.game.replace(':code', code), body, { token, locale: 'en' });
const searchCodes = async (search: string) =>
  (
    await client.post<CasinoGame[][]>(ApiPath.casinoGames, { search, live: false, skip: 0, take: 50 })
  ).body.data
    .flat()
    .map((g) => g.gameCode);

describe('operators switch casino games', () => {
  it('a game switched off leaves search and refuses launch at once; switched on, it is back', async () => {
    expect((await games()).length).toBeGreaterThanOrEqual(24);
    expect(await game('kasa-dice')).toMatchObject({ enabled: true, provider: 'Kasa Originals' });
    expect(await searchCodes('dice')).toContain('kasa-dice');

    const off = await setFlags('kasa-dice', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    expect(await searchCodes('dice')).not.toContain('kasa-dice');
    const { token } = await signUp(t, 'en');
    const launch = await client.post(
      ApiPath.originalsLaunch,
      { code: 'kasa-dice', isMobile: false },
      { token },
    );
    expect(launch.status).toBe(404);

    expect((await setFlags('kasa-dice', { enabled: true })).body.data.enabled).toBe(true);
    expect(await searchCodes('dice')).toContain('kasa-dice');
    expect(
      (await client.post(ApiPath.originalsLaunch, { code: 'kasa-dice', isMobile: false }, { token })).status,
    ).toBe(200);
  });

  it('features a game or gives it back to the catalog’s choice; the seed at the next start keeps both switches', async () => {
    const before = await game('kasa-mines');
    const featured = await setFlags('kasa-mines', { featured: !before.featured });
    expect(featured.body.data).toMatchObject({
      featured: !before.featured,
      operatorFeatured: !before.featured,
    });
    await setFlags('kasa-plinko', { enabled: false });

    await t.app.casino.seed();
    expect(await game('kasa-mines')).toMatchObject({ featured: !before.featured });
    expect(await game('kasa-plinko')).toMatchObject({ enabled: false });
    expect(await searchCodes('plinko')).not.toContain('kasa-plinko');

    const back = await setFlags('kasa-mines', { featured: null });
    expect(back.body.data).toMatchObject({ featured: before.featured, operatorFeatured: null });
    await setFlags('kasa-plinko', { enabled: true });
  });

  it('audits before and after; refuses an unknown game (404), an empty change (400) and a payments operator (403)', async () => {
    await setFlags('kasa-limbo', { enabled: false });
    await setFlags('kasa-limbo', { enabled: true });
    const admin = await signInOperator(t.app, ['admin']);
    const audit = await client.get<OpsAuditPage>(`${OpsPath.audit}?targetId=kasa-limbo`, {
      token: admin.token,
    });
    const entries = audit.body.data.items.filter((entry) => entry.action === 'casino.game-update');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      actor: expect.stringContaining(content.username),
      before: expect.objectContaining({ enabled: true }),
      after: expect.objectContaining({ enabled: false }),
    });

    const unknown = await setFlags('no-such-game', { enabled: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    expect((await setFlags('kasa-limbo', {})).status).toBe(400);
    const payments = await signInOperator(t.app, ['payments']);
    expect((await setFlags('kasa-limbo', { enabled: false }, payments.token)).status).toBe(403);
    expect((await game('kasa-limbo')).enabled).toBe(true);
  });
});
