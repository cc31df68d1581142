import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import {
  CasinoCategoryId,
  type CasinoGame,
  type CasinoHistoryData,
  type CasinoRound,
  type GameProvider,
  type LobbyData,
  type ToggleFavoriteData,
  type LobbyPage,
} from '@kasa/contract/casino';
import { FAIR_HOUSE_EDGE_PERCENT } from '@kasa/contract/fair';
import type { LaunchResult } from '@kasa/contract/providers';
import { SLOT_TITLES } from '@kasa/contract/slots';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../payment/payment.test-support.ts';
import { fund, gameSessionRequest } from '../providers/game-wallet.test-support.ts';
import { ALL_GAMES, EXTERNAL_GAMES } from './casino.catalog.ts';
import { foldForSearch } from './casino.search.ts';
import { createCasinoService, type LaunchInput, type ProviderPort } from './casino.service.ts';

let t: TestApp;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
});
afterAll(async () => t.close());

const search = (body: object, token?: string) =>
  client.post<CasinoGame[][]>(ApiPath.casinoGames, body, { token });
const codesOf = (groups: CasinoGame[][]) => groups.flat().map((g) => g.gameCode);
const ORIGINAL_CODES = [
  'kasa-slots-sultans-gold',
  'kasa-slots-fruit-bazaar',
  'kasa-slots-cosmic-gems',
  'kasa-slots-anatolian-spices',
  'kasa-slots-bosphorus-nights',
  'kasa-slots-kapadokya-balloons',
  'kasa-slots-olympos-thunder',
  'kasa-slots-gold-rush',
  'kasa-slots-pomegranate-ways',
  'kasa-aviator',
  'kasa-dice',
  'kasa-mines',
  'kasa-plinko',
  'kasa-limbo',
  'kasa-hilo',
  'kasa-keno',
];

describe('catalog seed', () => {
  it('seeds every provider, the originals and the external catalog, and seeding again changes nothing', async () => {
    const count = async () => {
      const [providers, games, members] = await Promise.all([
        t.db.selectFrom('casino_providers').select('name').orderBy('id').execute(),
        t.db.selectFrom('casino_games').select('code').execute(),
        t.db.selectFrom('casino_category_games').select('game_code').execute(),
      ]);
      return { providers: providers.map((p) => p.name), games: games.length, members: members.length };
    };
    const before = await count();
    expect(before.providers).toEqual([
      'Kasa Originals',
      'Pragmatic Play',
      'Egt Digital',
      'Amusnet',
      'EveryMatrix',
      'Digitain',
      'Hub88',
      'SoftGamings',
    ]);
    expect(before.games).toBe(ALL_GAMES.length);
    await t.app.casino.seed();
    expect(await count()).toEqual(before);
    for (const code of ORIGINAL_CODES)
      expect(t.app.casino.findGame(code)?.providerName).toBe('Kasa Originals');
    // The originals carry their modules' declared RTPs.
    for (const title of SLOT_TITLES) {
      expect(t.app.casino.findGame(title.code)).toMatchObject({
        name: title.name,
        rtp: title.declaredRtp,
        volatility: title.volatility,
        type: 'slot',
      });
    }
    expect(t.app.casino.findGame('kasa-dice')?.rtp).toBe(100 - FAIR_HOUSE_EDGE_PERCENT);
  });
});

describe('casino/games (search)', () => {
  it('finds Kasa Aviator by "Aviator" (not live) as an array of arrays; live search finds none of it', async () => {
    const res = await search({ search: 'Aviator', live: false, skip: 0, take: 4 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data[0])).toBe(true);
    expect(res.body.data.flat()[0]).toMatchObject({
      gameCode: 'kasa-aviator',
      name: 'Kasa Aviator',
      providerName: 'Kasa Originals',
      mainProviderId: 1,
      system: 'kasa',
      productId: null,
      systemCategory: CasinoCategoryId.Crash,
      isLive: false,
      type: 'crash',
      isFavorite: false,
    });
    expect(res.body.data.flat()[0]!.imageUrl).toMatch(/^\/media\/games\/kasa-aviator\.svg\?v=[0-9a-f]{10}$/);
    expect(codesOf((await search({ search: 'Aviator', live: true })).body.data)).toEqual([]);
  });

  it('matches case- and Turkish-insensitively', async () => {
    for (const text of ['AVİATOR', 'avıator', 'AVIATOR', 'aviatör']) {
      expect(codesOf((await search({ search: text, live: false })).body.data), text).toContain(
        'kasa-aviator',
      );
    }
    for (const text of ["SULTAN'S", 'sultans göld', 'SULTAN’S GOLD']) {
      expect(codesOf((await search({ search: text, live: false })).body.data), text).toEqual([
        'kasa-slots-sultans-gold',
      ]);
    }
    expect(foldForSearch('Türkçe Rulet ŞIĞ')).toBe('turkce rulet sig');
  });

  it('pages through the flattened result with skip and take', async () => {
    const all = codesOf((await search({ search: '', live: false, skip: 0, take: 100 })).body.data);
    expect([...all].sort()).toEqual([...ORIGINAL_CODES].sort());
    const first = codesOf((await search({ search: '', live: false, skip: 0, take: 4 })).body.data);
    const second = codesOf((await search({ search: '', live: false, skip: 4, take: 4 })).body.data);
    expect(first).toEqual(all.slice(0, 4));
    expect(second).toEqual(all.slice(4, 8));
    expect(second).toHaveLength(Math.min(4, all.length - 4));
  });

  it('hides every game of a provider that is not configured', async () => {
    for (const game of EXTERNAL_GAMES.slice(0, 12)) {
      const res = await search({ search: game.name, live: game.live ?? false, take: 100 });
      expect(codesOf(res.body.data), game.name).not.toContain(game.code);
    }
    // Only the in-house live games (Kasa Roulette, Kasa Baccarat, Kasa Blackjack, the Tombala rooms, the TV games) are
    // live without a provider.
    expect(codesOf((await search({ search: '', live: true, take: 100 })).body.data).sort()).toEqual([
      'kasa-baccarat',
      'kasa-blackjack',
      'kasa-lucky6',
      'kasa-roulette',
      'kasa-tombala-bogazici',
      'kasa-tombala-cinar',
      'kasa-tv-keno',
      'kasa-wheel',
    ]);
  });

  it('answers the envelope with 400 for a bad body', async () => {
    const res = await search({ search: 'x', take: 0 });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toMatchObject({ fields: { take: expect.any(String) } });
  });
});

describe('casino/categorygames, casino/lobby, casino/providers, bootstrap helpers', () => {
  it('lists only visible games of the asked categories', async () => {
    const res = await client.post<CasinoGame[]>(ApiPath.casinoCategoryGames, {
      systemCategory: [CasinoCategoryId.Slots, CasinoCategoryId.Crash],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((g) => g.gameCode).sort()).toEqual(
      [
        'kasa-aviator',
        'kasa-slots-cosmic-gems',
        'kasa-slots-fruit-bazaar',
        'kasa-slots-sultans-gold',
        'kasa-slots-anatolian-spices',
        'kasa-slots-bosphorus-nights',
        'kasa-slots-kapadokya-balloons',
        'kasa-slots-olympos-thunder',
        'kasa-slots-gold-rush',
        'kasa-slots-pomegranate-ways',
      ].sort(),
    );
    const live = await client.post<CasinoGame[]>(ApiPath.casinoCategoryGames, {
      systemCategory: [CasinoCategoryId.LiveCasino],
    });
    expect(live.body.data.map((g) => g.gameCode).sort()).toEqual([
      'kasa-baccarat',
      'kasa-blackjack',
      'kasa-roulette',
    ]);
  });

  it('builds a lobby page with categories in both languages, sorting and only providers it has', async () => {
    const en = await client.post<LobbyData>(
      ApiPath.casinoLobby,
      { page: 'games', sort: 'name' },
      { locale: 'en' },
    );
    expect(en.status).toBe(200);
    expect(en.body.data.categories.map((c) => c.name)).toEqual([
      'Kasa Originals',
      'Popular',
      'New Games',
      'Crash Games',
      'Table & Instant',
    ]);
    const originals = en.body.data.categories[0]!;
    expect(originals.games.map((g) => g.name)).toEqual([
      'Anatolian Spices',
      'Bosphorus Nights',
      'Cosmic Gems',
      'Dice',
      'Fruit Bazaar',
      'Gold Rush',
      'Hi-Lo',
      'Kapadokya Balloons',
      'Kasa Aviator',
      'Keno',
      'Limbo',
      'Mines',
      'Olympos Thunder',
      'Plinko',
      'Pomegranate Ways',
      "Sultan's Gold",
    ]);
    expect(originals.slugList).toEqual(['slot', 'games']);
    expect(originals.imageUrl).toMatch(/^\/media\/categories\/11\.svg\?v=/);
    expect(en.body.data.providers).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Kasa Originals',
        slug: 'kasa',
        gameCount: ORIGINAL_CODES.length,
      }),
    ]);

    const tr = await client.post<LobbyData>(
      ApiPath.casinoLobby,
      { page: 'games', sort: 'rtp' },
      { locale: 'tr' },
    );
    expect(tr.body.data.categories[0]!.name).toBe('Kasa Orijinalleri');
    const rtps = tr.body.data.categories[0]!.games.map((g) => g.rtp ?? 0);
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));

    const filtered = await client.post<LobbyData>(ApiPath.casinoLobby, {
      page: 'slot',
      provider: 'pragmatic',
    });
    expect(filtered.body.data.categories).toEqual([]);
    // The bingo page holds the Tombala rooms (until a bingo provider is configured).
    const bingo = await client.post<LobbyData>(ApiPath.casinoLobby, { page: 'bingo' });
    expect(bingo.body.data.categories.map((c) => [c.name, c.games.map((g) => g.gameCode).sort()])).toEqual([
      ['Tombala', ['kasa-tombala-bogazici', 'kasa-tombala-cinar']],
    ]);
    const live = await client.post<LobbyData>(ApiPath.casinoLobby, { page: 'live' });
    // The live page holds the in-house tables only, until a live provider is configured.
    expect(live.body.data.categories.map((c) => [c.name, c.games.map((g) => g.gameCode).sort()])).toEqual([
      ['Canlı Casino', ['kasa-baccarat', 'kasa-blackjack', 'kasa-roulette']],
    ]);
    expect(live.body.data.providers.map((p) => p.slug)).toEqual(['kasa']);
    const providers = await client.post<GameProvider[]>(ApiPath.casinoProviders, {});
    expect(providers.body.data.map((p) => p.name)).toEqual(['Kasa Originals']);
  });

  it('gives the bootstrap its category list and the footer 16 logos that resolve', async () => {
    const list = t.app.casino.categoryList('en');
    expect(list.every((c) => c.games.every((g) => g.providerName === 'Kasa Originals'))).toBe(true);
    expect(list.find((c) => c.id === CasinoCategoryId.Crash)?.games.map((g) => g.gameCode)).toEqual([
      'kasa-aviator',
    ]);
    const logos = t.app.casino.providerLogos();
    expect(logos).toHaveLength(16);
    expect(new Set(logos.map((l) => l.url)).size).toBe(16);
    expect(logos.map((l) => l.name)).toContain('Pragmatic Play');
    for (const logo of logos) {
      const res = await t.app.inject({ method: 'GET', url: logo.url });
      expect(res.statusCode, logo.url).toBe(200);
      expect(res.body).toContain(logo.name.replace("'", '&#39;'));
    }
    // Every logo opens the lobby filtered by it where it has games; studios without live games are "coming soon".
    const kasa = logos.find((l) => l.name === 'Kasa Originals')!;
    expect(kasa.lobbyPath).toMatch(/^\/casino\/(slot|games|live)\?provider=kasa$/);
    const page = kasa.lobbyPath!.split('/')[2]!.split('?')[0] as LobbyPage;
    const lobby = await t.app.casino.lobby({ page, provider: 'kasa', sort: 'popular' }, null, 'en');
    expect(lobby.categories.length).toBeGreaterThan(0);
    expect(logos.find((l) => l.name === 'Evolution')?.lobbyPath).toBeNull();
    const withGames = new Set(t.app.casino.providerList().map((p) => p.name));
    for (const logo of logos) expect(logo.lobbyPath !== null, logo.name).toBe(withGames.has(logo.name));
  });
});

describe('artwork routes', () => {
  it('serve a distinct, script-free SVG per game and category, cached for good; unknown → 404', async () => {
    const bodies = new Set<string>();
    for (const code of ORIGINAL_CODES) {
      const url = t.app.casino.findGame(code)!.imageUrl;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body.endsWith('</svg>')).toBe(true);
      expect(res.body).not.toMatch(/<script|on\w+=|javascript:|href=/i);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(ORIGINAL_CODES.length);
    expect((await t.app.inject({ method: 'GET', url: '/media/games/kasa-dice.svg' })).body).toContain(
      '>Dice<',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/games/kasa-slots-sultans-gold.svg' })).body,
    ).toContain('Sultan&#39;s');
    const category = await t.app.inject({ method: 'GET', url: '/media/categories/7.svg' });
    expect(category.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/media/categories/default.svg' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/games/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/games/..%2Fetc.svg' })).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('toggles on and off with the toasts in the request language, and marks games for their owner only', async () => {
    const a = await signUp(t, 'en');
    const b = await signUp(t, 'tr');
    const toggle = (token: string, locale: 'tr' | 'en') =>
      client.post<ToggleFavoriteData>(
        ApiPath.casinoToggleFavorite,
        { code: 'kasa-dice', providerId: 1 },
        { token, locale },
      );

    const added = await toggle(a.token, 'en');
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      success: true,
      message: 'Added to favorites',
      data: { isFavorite: true, favorites: ['kasa-dice'] },
    });
    expect(
      (await client.post<CasinoGame[]>(ApiPath.casinoFavorites, {}, { token: a.token })).body.data.map(
        (g) => g.gameCode,
      ),
    ).toEqual(['kasa-dice']);
    const marked = await search({ search: 'dice', live: false }, a.token);
    expect(marked.body.data.flat()[0]).toMatchObject({ gameCode: 'kasa-dice', isFavorite: true });
    // Not the other player's, and not a guest's.
    expect((await search({ search: 'dice', live: false }, b.token)).body.data.flat()[0]!.isFavorite).toBe(
      false,
    );
    expect((await search({ search: 'dice', live: false })).body.data.flat()[0]!.isFavorite).toBe(false);
    expect(
      (await client.post<CasinoGame[]>(ApiPath.casinoFavorites, {}, { token: b.token })).body.data,
    ).toEqual([]);

    const removed = await toggle(a.token, 'en');
    expect(removed.body).toEqual({
      success: true,
      message: 'Removed from favorites',
      data: { isFavorite: false, favorites: [] },
    });
    expect((await toggle(b.token, 'tr')).body.message).toBe('Favorilere eklendi');
    expect((await toggle(b.token, 'tr')).body.message).toBe('Favorilerden çıkarıldı');
  });

  it('refuses unknown, mismatched and hidden games, and guests', async () => {
    const { token } = await signUp(t, 'en');
    const post = (body: object, tok?: string) =>
      client.post(ApiPath.casinoToggleFavorite, body, { token: tok, locale: 'en' });
    expect((await post({ code: 'no-such-game', providerId: 1 }, token)).status).toBe(404);
    expect((await post({ code: 'kasa-dice', providerId: 2 }, token)).status).toBe(404);
    const hidden = await post({ code: 'vs20olympgate', providerId: 2 }, token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('The game could not be found.');
    const guest = await post({ code: 'kasa-dice', providerId: 1 });
    expect(guest.status).toBe(401);
    expect((await client.post(ApiPath.casinoFavorites, {})).status).toBe(401);
    expect((await client.post(ApiPath.casinoRecent, {})).status).toBe(401);
  });
});

describe('launch calls', () => {
  it('launches an original with a game session, and lists it first in recently played', async () => {
    const { token, playerId } = await signUp(t, 'en');
    const res = await client.post<string>(
      ApiPath.originalsLaunch,
      { code: 'kasa-dice', isMobile: false },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^\/originals\/kasa-dice\?session=[A-Za-z0-9_-]{20,}$/);
    const session = await t.app.gameSessions.authenticate(
      gameSessionRequest(new URL(res.body.data, 'http://x').searchParams.get('session')),
    );
    expect(session).toMatchObject({ playerId, gameCode: 'kasa-dice' });

    t.clock.advance(60_000);
    await client.post(ApiPath.originalsLaunch, { code: 'kasa-mines', isMobile: true }, { token });
    const recent = await client.post<CasinoGame[]>(ApiPath.casinoRecent, {}, { token });
    expect(recent.body.data.map((g) => g.gameCode)).toEqual(['kasa-mines', 'kasa-dice']);
  });

  it('needs login (401), a known game (404), the game provider’s own call (400), a configured provider (503)', async () => {
    const { token } = await signUp(t, 'en');
    expect((await client.post(ApiPath.originalsLaunch, { code: 'kasa-dice', isMobile: false })).status).toBe(
      401,
    );
    expect((await client.post(ApiPath.pragmaticLaunch, { code: 'vs20olympgate' })).status).toBe(401);
    const unknown = await client.post(
      ApiPath.originalsLaunch,
      { code: 'kasa-nothing' },
      { token, locale: 'en' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The game could not be found.');
    const wrong = await client.post(ApiPath.pragmaticLaunch, { code: 'kasa-dice' }, { token, locale: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This game cannot be opened through this provider.');
    const unavailable = await client.post(
      ApiPath.pragmaticLaunch,
      { code: 'vs20olympgate' },
      { token, locale: 'en' },
    );
    expect(unavailable.status).toBe(503);
    expect(unavailable.body).toMatchObject({
      success: false,
      message: 'This game provider is currently unavailable.',
    });
    const egt = await client.post(
      ApiPath.egtLaunch,
      { platform: 1, gameCode: 'egtd-clover-riches', language: 'en', lobbyUrl: 'https://kasa.example/' },
      { token, locale: 'en' },
    );
    expect(egt.status).toBe(503);
    expect((await client.post(ApiPath.casinoRecent, {}, { token })).body.data).toEqual([]);
  });

  it('routes every call to its provider with the call’s data when providers are configured (service with a fake port)', async () => {
    const launched: Array<{ name: string; input: LaunchInput }> = [];
    const port: ProviderPort = {
      isConfigured: () => true,
      async launch(name, input): Promise<LaunchResult> {
        launched.push({ name, input });
        return name === 'SoftGamings'
          ? { kind: 'markup', html: '<div id="game"></div><script>start()</script>' }
          : {
              kind: 'url',
              url: `https://${name.replace(/ /g, '').toLowerCase()}.example/launch/${input.game.code}`,
            };
      },
    };
    const casino = createCasinoService({
      db: t.db,
      clock: t.clock,
      providers: port,
      gameWallet: t.app.gameWallet,
    });
    await casino.refresh();
    const { playerId } = await signUp(t, 'en');
    const context = { playerId, locale: 'tr' as const, clientIp: '10.0.0.1' };
    const launchNext = (call: Parameters<typeof casino.launch>[0], ctx: typeof context) => {
      t.clock.advance(1000);
      return casino.launch(call, ctx);
    };

    expect(await launchNext({ providerName: 'Pragmatic Play', code: 'vs20olympgate' }, context)).toBe(
      'https://pragmaticplay.example/launch/vs20olympgate',
    );
    await launchNext(
      {
        providerName: 'Hub88',
        code: 'hub88-tvbet-lucky7',
        isMobile: true,
        language: 'en',
        lobbyUrl: 'https://k/',
      },
      context,
    );
    expect(launched.at(-1)).toEqual({
      name: 'Hub88',
      input: expect.objectContaining({
        game: { code: 'hub88-tvbet-lucky7', productId: null },
        player: { id: playerId },
        isMobile: true,
        locale: 'en',
        lobbyUrl: 'https://k/',
      }),
    });
    await launchNext({ providerName: 'EveryMatrix', code: 'em-starburst', productId: null }, context);
    expect(launched.at(-1)!.input.game.productId).toBe('8');
    expect(
      await launchNext(
        { providerName: 'SoftGamings', code: 'sg-mega-tombala', system: '961', isMobile: false },
        context,
      ),
    ).toBe('<div id="game"></div><script>start()</script>');
    await expect(
      launchNext(
        { providerName: 'SoftGamings', code: 'sg-mega-tombala', system: '998', isMobile: false },
        context,
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      launchNext({ providerName: 'Amusnet', code: 'vs20olympgate', isMobile: false }, context),
    ).rejects.toMatchObject({
      status: 400,
      messageRef: 'e.gameLaunchMismatch',
    });

    // Configured providers' games appear in search, lobby (live page) and categories.
    expect(
      codesOf(await casino.searchGames({ search: 'olympus', live: false, skip: 0, take: 4 }, null)),
    ).toEqual(['vs20olympgate']);
    const groups = await casino.searchGames({ search: 'roulette', live: true, skip: 0, take: 10 }, null);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(new Set(group.map((g) => g.providerName)).size).toBe(1);
    const live = await casino.lobby({ page: 'live', sort: 'popular' }, null, 'en');
    expect(live.categories.map((c) => c.name)).toEqual(['Live Casino', 'Live Game Shows']);
    expect(live.categories.flatMap((c) => c.games).every((g) => g.isLive)).toBe(true);
    expect(live.providers.map((p) => p.slug)).toEqual(['kasa', 'pragmatic', 'everymatrix', 'softgamings']);
    const tv = await casino.lobby({ page: 'tvbets', sort: 'popular', provider: 'hub88' }, null, 'en');
    expect(tv.categories[0]!.games.every((g) => g.providerName === 'Hub88' && g.type === 'tvbet')).toBe(true);
    expect((await casino.recent(playerId)).map((g) => g.gameCode)).toEqual([
      'sg-mega-tombala',
      'em-starburst',
      'hub88-tvbet-lucky7',
      'vs20olympgate',
    ]);
  });
});

describe('game history', () => {
  it('lists the player’s bets and wins with game and provider names, and recalls a round (own rounds only)', async () => {
    const me = await signUp(t, 'en');
    const other = await signUp(t, 'en');
    await fund(t, me.playerId, 10_000);
    const ref = { provider: 'kasa', playerId: me.playerId, gameCode: 'kasa-dice', roundId: 'r-1' };
    await t.app.gameWallet.bet({ ...ref, transactionId: 'b-1', amount: 500 });
    await t.app.gameWallet.win({ ...ref, transactionId: 'w-1', amount: 1_000 });
    const history = await client.post<CasinoHistoryData>(
      ApiPath.gameHistory,
      { skip: 0, take: 10 },
      { token: me.token },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.items.map((i) => [i.kind, i.amount])).toEqual([
      [1, 10],
      [2, 5],
    ]);
    for (const item of history.body.data.items) {
      expect(item).toMatchObject({
        gameCode: 'kasa-dice',
        gameName: 'Dice',
        provider: 'kasa',
        providerName: 'Kasa Originals',
        roundId: 'r-1',
      });
    }
    const round = await client.post<CasinoRound>(
      ApiPath.gameRound,
      { provider: 'kasa', roundId: 'r-1' },
      { token: me.token },
    );
    expect(round.status).toBe(200);
    expect(round.body.data).toMatchObject({
      gameName: 'Dice',
      providerName: 'Kasa Originals',
      roundId: 'r-1',
      stake: 5,
      payout: 10,
    });
    const filtered = await client.post<CasinoHistoryData>(
      ApiPath.gameHistory,
      { gameCode: 'kasa-mines' },
      { token: me.token },
    );
    expect(filtered.body.data).toEqual({ total: 0, items: [] });
    const foreign = await client.post(
      ApiPath.gameRound,
      { provider: 'kasa', roundId: 'r-1' },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    expect((await client.post(ApiPath.gameHistory, {})).status).toBe(401);
  });
});
