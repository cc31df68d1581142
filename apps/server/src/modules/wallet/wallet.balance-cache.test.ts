import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { BalanceData } from '@kasa/contract/wallet';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { createBalanceCache } from './wallet.balance-cache.ts';

// docs/decisions/0151: the balance poll answered from memory, every movement seen at once.

describe('balance cache (unit)', () => {
  const make = (ttlMs = 5_000, quietMs = 2_000, maxEntries = 100) => {
    let now = 0;
    const cache = createBalanceCache({ ttlMs, quietMs, maxEntries, now: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  };
  const b = (cash: number) => ({ cash, bonus: 0 });

  it('keeps a read for the TTL, then asks again', () => {
    const { cache, advance } = make(5_000);
    expect(cache.set('p1', b(100), cache.begin('p1'))).toBe(true);
    advance(4_999);
    expect(cache.get('p1')).toEqual(b(100));
    advance(1);
    expect(cache.get('p1')).toBeUndefined();
  });

  it('a movement forgets the player at once and nothing is kept during the quiet period after it', () => {
    const { cache, advance } = make(5_000, 2_000);
    cache.set('p1', b(100), cache.begin('p1'));
    cache.set('p2', b(200), cache.begin('p2'));
    cache.moved('p1');
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('p2')).toEqual(b(200));
    // Its transaction may still be open: a read now could see the balance from before it.
    advance(1_999);
    expect(cache.set('p1', b(100), cache.begin('p1'))).toBe(false);
    advance(1);
    expect(cache.set('p1', b(90), cache.begin('p1'))).toBe(true);
    expect(cache.get('p1')).toEqual(b(90));
  });

  it('a read that began before a movement is never kept, even after the quiet period', () => {
    const { cache, advance } = make(5_000, 2_000);
    const ticket = cache.begin('p1');
    cache.moved('p1');
    advance(2_500);
    expect(cache.set('p1', b(100), ticket)).toBe(false);
    // A read slower than the quiet period is not kept either (its mark may have been pruned meanwhile).
    const slow = cache.begin('p2');
    advance(2_001);
    expect(cache.set('p2', b(1), slow)).toBe(false);
  });

  it('holds at most maxEntries; TTL 0 keeps nothing', () => {
    const { cache } = make(5_000, 2_000, 3);
    for (const p of ['a', 'b', 'c', 'd']) cache.set(p, b(1), cache.begin(p));
    expect(cache.size()).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    const off = make(0).cache;
    expect(off.set('p', b(1), off.begin('p'))).toBe(false);
    expect(off.enabled).toBe(false);
  });
});

describe('GET user/balance with the balance cache', () => {
  let t: TestApp;
  const ip = ipSequence(91);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const signUp = async () => {
    const { token, username } = await registerPlayer(api(t.app), ip());
    const player = await t.app.services.players.findByUsername(username);
    if (!player) throw new Error('no player');
    return { token, playerId: player.id };
  };

  const poll = async (token: string) => {
    const res = await api(t.app).get<BalanceData>(ApiPath.balance, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('shows a movement at once, though the previous answer was kept', async () => {
    const { token, playerId } = await signUp();
    expect(await poll(token)).toEqual({ balance: 0, bonusBalance: 0 });
    await t.app.services.wallet.creditDeposit({ key: `dep-${playerId}`, playerId, amount: 12_345 });
    expect(await poll(token)).toEqual({ balance: 123.45, bonusBalance: 0 });
  });

  it('answers from memory: a change the wallet never made (a direct edit) is not seen until the TTL', async () => {
    const { token, playerId } = await signUp();
    await t.app.services.wallet.creditDeposit({ key: `dep2-${playerId}`, playerId, amount: 500 });
    // Right after a movement the poll reads the database (quiet period), so wait it out before the poll that is kept.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await poll(token)).balance).toBe(5);
    // Not a money path: only to see where the answer comes from. The books are restored right after.
    await sql`update wallet_accounts set balance = balance + 1 where player_id = ${playerId} and kind = 'cash'`.execute(
      t.db,
    );
    try {
      expect((await poll(token)).balance).toBe(5);
    } finally {
      await sql`update wallet_accounts set balance = balance - 1 where player_id = ${playerId} and kind = 'cash'`.execute(
        t.db,
      );
    }
  });

  it('forgets a player when another node reports a movement (the relayed event)', async () => {
    const { token, playerId } = await signUp();
    expect((await poll(token)).balance).toBe(0);
    // Another node's movement: written to the database there, announced here by the relay as a non-local event.
    await sql`update wallet_accounts set balance = balance + 7 where player_id = ${playerId} and kind = 'cash'`.execute(
      t.db,
    );
    try {
      expect((await poll(token)).balance).toBe(0);
      t.app.events.publish('wallet.moved', { playerId });
      expect((await poll(token)).balance).toBe(0.07);
    } finally {
      await sql`update wallet_accounts set balance = balance - 7 where player_id = ${playerId} and kind = 'cash'`.execute(
        t.db,
      );
    }
  });
});
