import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITE_LEAGUES, type SportsFavouritesData, SportsPath } from '@kasa/contract/sports-api';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';

// A player's favourite leagues (docs/decisions/0240): kept per player on the server, starred and unstarred over
// HTTP, bounded, and never more than the leagues that exist.

let t: TestApp;
let client: ReturnType<typeof api>;
const nextIp = ipSequence(83);
const T0 = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  client = api(t.app);
  await t.db
    .insertInto('sports_tournaments')
    .values(
      Array.from({ length: MAX_FAVOURITE_LEAGUES + 2 }, (_, i) => ({
        id: `fav-league-${i}`,
        sport_id: 1,
        name: `Lig ${i}`,
        category: 'TR',
        created_at: T0,
      })),
    )
    .execute();
}, 60_000);

afterAll(async () => t.close());

const star = (token: string, leagueIds: string[], favourite = true, locale: 'tr' | 'en' = 'en') =>
  client.post<SportsFavouritesData>(SportsPath.favourites, { leagueIds, favourite }, { token, locale });
const listOf = async (token: string) =>
  (await client.get<SportsFavouritesData>(SportsPath.favourites, { token })).body.data.leagueIds;

describe('favourite leagues', () => {
  it('are kept per player, the latest star first; unknown ids are ignored and unstarring removes only those named', async () => {
    const a = await registerPlayer(client, nextIp());
    const b = await registerPlayer(client, nextIp());
    expect(await listOf(a.token)).toEqual([]);

    const first = await star(a.token, ['fav-league-1', 'no-such-league']);
    expect(first.status).toBe(200);
    expect(first.body.data.leagueIds).toEqual(['fav-league-1']);
    t.clock.advance(1_000);
    await star(a.token, ['fav-league-2', 'fav-league-1']); // starring again keeps the first star's time
    expect(await listOf(a.token)).toEqual(['fav-league-2', 'fav-league-1']);
    expect(await listOf(b.token)).toEqual([]);

    const removed = await star(a.token, ['fav-league-2'], false);
    expect(removed.body.data.leagueIds).toEqual(['fav-league-1']);
    expect(await listOf(a.token)).toEqual(['fav-league-1']);
  });

  it('a guest gets 401 and bad input a 400 in the caller’s language, with nothing changed', async () => {
    expect((await client.get(SportsPath.favourites)).status).toBe(401);
    expect(
      (await client.post(SportsPath.favourites, { leagueIds: ['fav-league-1'], favourite: true })).status,
    ).toBe(401);
    const player = await registerPlayer(client, nextIp());
    for (const body of [
      { leagueIds: [], favourite: true },
      { leagueIds: ['fav-league-1'] },
      { favourite: true },
    ]) {
      const res = await client.post(SportsPath.favourites, body, { token: player.token });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect(await listOf(player.token)).toEqual([]);
  });

  it(`at most ${MAX_FAVOURITE_LEAGUES}: a star beyond it is refused with the bound in both languages and changes nothing`, async () => {
    const player = await registerPlayer(client, nextIp());
    const all = Array.from({ length: MAX_FAVOURITE_LEAGUES }, (_, i) => `fav-league-${i}`);
    expect((await star(player.token, all)).body.data.leagueIds).toHaveLength(MAX_FAVOURITE_LEAGUES);

    const refused = await star(player.token, [`fav-league-${MAX_FAVOURITE_LEAGUES}`]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `You can add at most ${MAX_FAVOURITE_LEAGUES} leagues to your favourites.`,
    );
    const refusedTr = await star(player.token, [`fav-league-${MAX_FAVOURITE_LEAGUES + 1}`], true, 'tr');
    expect(refusedTr.body.message).toBe(
      `En fazla ${MAX_FAVOURITE_LEAGUES} ligi favorilere ekleyebilirsiniz.`,
    );
    const now = await listOf(player.token);
    expect(now).toHaveLength(MAX_FAVOURITE_LEAGUES);
    expect(now).not.toContain(`fav-league-${MAX_FAVOURITE_LEAGUES}`);
  });
});
