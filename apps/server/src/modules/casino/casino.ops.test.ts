import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import {
  CasinoCategoryId,
  OpsCasinoPath,
  type CasinoGame,
  type LobbyData,
  type OpsCasinoCategories,
  type OpsCasinoCategory,
  type OpsCasinoGame,
  type OpsCasinoProvider,
  type OpsJackpotLevel,
} from '@kasa/contract/casino';
import type { Bootstrap } from '@kasa/contract/content';
import { RELAYED_TOPICS, type AppEventBus, type AppEvents } from '../../lib/app-events.ts';
import { createEventBus, type EventRelay } from '../../lib/event-bus.ts';
import { createCasinoService } from './casino.service.ts';
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

// Casino (docs/decisions/0560): categories and their order, jackpots, providers.

const categories = async () =>
  (await client.get<OpsCasinoCategories>(OpsCasinoPath.categories, { token: content.token })).body.data;
const setOrder = (body: object, token = content.token) =>
  client.post<OpsCasinoCategories>(OpsCasinoPath.categoryOrder, body, { token, locale: 'en' });
const setCategory = (id: number | string, body: object, token = content.token) =>
  client.post<OpsCasinoCategory>(OpsCasinoPath.category.replace(':id', String(id)), body, {
    token,
    locale: 'en',
  });
const lobby = async (page: string, sort = 'popular') =>
  (await client.post<LobbyData>(ApiPath.casinoLobby, { page, sort }, { locale: 'en' })).body.data;
const bootstrapCategories = async () =>
  (await client.get<Bootstrap>(ApiPath.cmsGrouped, { locale: 'en' })).body.data.casinoCategoryList;

describe('operators order, hide and show casino categories', () => {
  it('lists the categories in lobby order with their games in order', async () => {
    const data = await categories();
    expect(data.customOrder).toBe(false);
    const slots = data.categories.find((c) => c.id === CasinoCategoryId.Slots)!;
    expect(slots).toMatchObject({ nameEn: 'Slots', hidden: false, customGameOrder: false });
    const lobbySlots = (await lobby('slot')).categories.find((c) => c.id === CasinoCategoryId.Slots)!;
    // The catalog's order is the lobby's default ("popular") order; only visible games reach the lobby.
    expect(lobbySlots.games.map((g) => g.gameCode)).toEqual(
      slots.games.filter((g) => lobbySlots.games.some((l) => l.gameCode === g.code)).map((g) => g.code),
    );
  });

  it('reorders the menu and a category’s games: the lobby, category games and bootstrap follow; a restart keeps it', async () => {
    const before = await categories();
    const ids = before.categories.map((c) => c.id);
    const reversed = [...ids].reverse();
    const ordered = await setOrder({ ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.customOrder).toBe(true);
    expect(ordered.body.data.categories.map((c) => c.id)).toEqual(reversed);

    const page = await lobby('games');
    const shownIds = page.categories.map((c) => c.id);
    expect(shownIds).toEqual(reversed.filter((id) => shownIds.includes(id)));

    const table = before.categories.find((c) => c.id === CasinoCategoryId.TableInstant)!;
    const games = table.games.map((g) => g.code).reverse();
    const reordered = await setCategory(CasinoCategoryId.TableInstant, { games });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data).toMatchObject({ customGameOrder: true });
    expect(reordered.body.data.games.map((g) => g.code)).toEqual(games);
    const lobbyCodes = (await lobby('games')).categories
      .find((c) => c.id === CasinoCategoryId.TableInstant)!
      .games.map((g) => g.gameCode);
    expect(lobbyCodes).toEqual(games.filter((code) => lobbyCodes.includes(code)));
    expect(lobbyCodes.length).toBeGreaterThan(1);
    const categoryGames = await client.post<CasinoGame[]>(ApiPath.casinoCategoryGames, {
      systemCategory: [CasinoCategoryId.TableInstant],
    });
    expect(categoryGames.body.data.map((g) => g.gameCode)).toEqual(lobbyCodes);
    const boot = await bootstrapCategories();
    const bootGames = boot.find((c) => c.id === CasinoCategoryId.TableInstant)!.games as CasinoGame[];
    expect(bootGames.map((g) => g.gameCode)).toEqual(lobbyCodes);
    expect(boot.map((c) => c.id)).toEqual(reversed.filter((id) => boot.some((c) => c.id === id)));

    // A restart re-runs the seed from the catalog in code: the operator's order stays.
    await t.app.casino.seed();
    const after = await categories();
    expect(after.categories.map((c) => c.id)).toEqual(reversed);
    expect(
      after.categories.find((c) => c.id === CasinoCategoryId.TableInstant)!.games.map((g) => g.code),
    ).toEqual(games);
    expect((await lobby('games')).categories.map((c) => c.id)).toEqual(shownIds);

    // Back to the catalog's order.
    expect((await setOrder({ ids: null })).body.data.categories.map((c) => c.id)).toEqual(ids);
    const reset = await setCategory(CasinoCategoryId.TableInstant, { games: null });
    expect(reset.body.data.games.map((g) => g.code)).toEqual(table.games.map((g) => g.code));
    expect(reset.body.data.customGameOrder).toBe(false);
  });

  it('hides a category from the lobby, category games and the bootstrap, and shows it again', async () => {
    const hidden = await setCategory(CasinoCategoryId.Crash, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden).toBe(true);
    expect((await lobby('games')).categories.map((c) => c.id)).not.toContain(CasinoCategoryId.Crash);
    const crash = await client.post<CasinoGame[]>(ApiPath.casinoCategoryGames, {
      systemCategory: [CasinoCategoryId.Crash],
    });
    expect(crash.body.data).toEqual([]);
    expect((await bootstrapCategories()).map((c) => c.id)).not.toContain(CasinoCategoryId.Crash);
    await t.app.casino.seed();
    expect((await categories()).categories.find((c) => c.id === CasinoCategoryId.Crash)!.hidden).toBe(true);

    expect((await setCategory(CasinoCategoryId.Crash, { hidden: false })).body.data.hidden).toBe(false);
    expect((await lobby('games')).categories.map((c) => c.id)).toContain(CasinoCategoryId.Crash);
  });

  it('refuses bad input with a clear message and changes nothing; audits the changes', async () => {
    const before = await categories();
    const ids = before.categories.map((c) => c.id);
    const table = before.categories.find((c) => c.id === CasinoCategoryId.TableInstant)!;
    const codes = table.games.map((g) => g.code);

    const refusals: Array<[{ status: number; body: { success: boolean; message: string } }, number, string]> =
      [
        [await setOrder({ ids: [...ids, 999] }), 400, 'The order must list every category exactly once.'],
        [
          await setOrder({ ids: [ids[0], ...ids.slice(0, -1)] }),
          400,
          'The order must list every category exactly once.',
        ],
        [await setOrder({ ids: ids.slice(1) }), 400, 'The order must list every category exactly once.'],
        [await setOrder({ ids: 'x' }), 400, ''],
        [await setOrder({}), 400, ''],
        [await setCategory(999, { hidden: true }), 404, 'The category could not be found.'],
        [await setCategory('abc', { hidden: true }), 400, ''],
        [await setCategory(-1, { hidden: true }), 400, ''],
        [await setCategory(CasinoCategoryId.TableInstant, {}), 400, ''],
        [
          await setCategory(CasinoCategoryId.TableInstant, { games: [...codes, 'kasa-aviator'] }),
          400,
          'The order must list every game of the category exactly once, and only its games.',
        ],
        [
          await setCategory(CasinoCategoryId.TableInstant, { games: [codes[0], ...codes.slice(0, -1)] }),
          400,
          'The order must list every game of the category exactly once, and only its games.',
        ],
        [
          await setCategory(CasinoCategoryId.TableInstant, { games: codes.slice(1) }),
          400,
          'The order must list every game of the category exactly once, and only its games.',
        ],
        [await setCategory(CasinoCategoryId.TableInstant, { games: [1, 2] }), 400, ''],
      ];
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect(response.body.success).toBe(false);
      if (message) expect(response.body.message).toBe(message);
      else expect(response.body.message).toBeTruthy();
    }
    const payments = await signInOperator(t.app, ['payments']);
    expect((await setOrder({ ids }, payments.token)).status).toBe(403);
    const readOnly = await signInOperator(t.app, ['read-only']);
    expect((await client.get(OpsCasinoPath.categories, { token: readOnly.token })).status).toBe(200);
    expect((await setCategory(CasinoCategoryId.Crash, { hidden: true }, readOnly.token)).status).toBe(403);
    expect(await categories()).toEqual(before);

    await setCategory(CasinoCategoryId.Bingo, { hidden: true });
    await setCategory(CasinoCategoryId.Bingo, { hidden: false });
    const admin = await signInOperator(t.app, ['admin']);
    const audit = await client.get<OpsAuditPage>(`${OpsPath.audit}?targetId=${CasinoCategoryId.Bingo}`, {
      token: admin.token,
    });
    const entries = audit.body.data.items.filter((entry) => entry.action === 'casino.category-update');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ hidden: false }),
      after: expect.objectContaining({ hidden: true }),
    });
  });

  it('a change on one node reaches another through the relayed event', async () => {
    // Two nodes on one database, their buses joined by an in-memory relay (Redis in production).
    type Receive = Parameters<EventRelay<AppEvents>['attach']>[0];
    const receivers: Receive[] = [];
    const relay = (): EventRelay<AppEvents> => {
      let own: Receive | null = null;
      return {
        topics: RELAYED_TOPICS,
        send: (topic, payload) => {
          for (const receive of receivers) if (receive !== own) receive(topic, payload);
        },
        attach: (receive) => {
          own = receive;
          receivers.push(receive);
        },
      };
    };
    const log = { error: () => undefined };
    const node = (events: AppEventBus) =>
      createCasinoService({
        db: t.app.db,
        clock: t.app.clock,
        providers: t.app.providers,
        gameWallet: t.app.gameWallet,
        events,
      });
    const a = node(createEventBus<AppEvents>({ log, relay: relay() }));
    const b = node(createEventBus<AppEvents>({ log, relay: relay() }));
    await a.refresh();
    await b.refresh();
    const ids = (await b.categoriesForOps()).categories.map((c) => c.id);
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
    await a.setCategoryOrder({ ids: swapped });
    await expect.poll(async () => (await b.categoriesForOps()).categories.map((c) => c.id)).toEqual(swapped);
    await a.setCategoryOrder({ ids: null });
    await expect.poll(async () => (await b.categoriesForOps()).categories.map((c) => c.id)).toEqual(ids);
    await t.app.casino.refresh();
  });
});

describe('the jackpot pools and the providers (read-only)', () => {
  it('shows every jackpot level with value, seed, share, wins; and the providers without secrets', async () => {
    const readOnly = await signInOperator(t.app, ['read-only']);
    const jackpots = await client.get<OpsJackpotLevel[]>(OpsCasinoPath.jackpots, { token: readOnly.token });
    expect(jackpots.status).toBe(200);
    expect(jackpots.body.data.length).toBeGreaterThanOrEqual(4);
    const clubs = jackpots.body.data.find((l) => l.instanceCode === 'clover-chance' && l.level === 1)!;
    expect(clubs).toMatchObject({
      instanceName: 'Clover Chance',
      name: 'Clubs',
      seed: 50,
      contributionPercent: 0.12,
      lastWinAmount: null,
    });
    expect(clubs.value).toBeGreaterThanOrEqual(50);

    const providers = await client.get<OpsCasinoProvider[]>(OpsCasinoPath.providers, {
      token: readOnly.token,
    });
    expect(providers.status).toBe(200);
    const kasa = providers.body.data.find((p) => p.id === 'kasa')!;
    expect(kasa).toMatchObject({ name: 'Kasa Originals', configured: true });
    expect(kasa.gameCount).toBeGreaterThan(10);
    expect(providers.body.data.find((p) => p.id === 'pragmatic')).toMatchObject({ configured: false });
    expect(JSON.stringify(providers.body.data)).not.toMatch(/secret|key"|token|password/i);
    const payments = await signInOperator(t.app, ['payments']);
    expect((await client.get(OpsCasinoPath.jackpots, { token: payments.token })).status).toBe(403);
  });
});
