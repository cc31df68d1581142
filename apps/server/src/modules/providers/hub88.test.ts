import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import {
  cashMovements,
  expectBooksOk,
  fund,
  fundedPlayer,
  gameLedgerSize,
  lockPlayer,
  openGameSession,
} from './game-wallet.test-support.ts';

// Plays Hub88's side of the operator wallet API with Hub88's own key pair: every request signed RSA-SHA256 in
// X-Hub88-Signature, every answer checked against our public key. Amounts: 1 kuruş = 1000 Hub88 units.

const pemPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const hub88Keys = pemPair();
const operatorKeys = pemPair();
const intruderKeys = pemPair();

let t: TestApp;
const nextIp = ipSequence(88);
const U = 1000; // Hub88 units per kuruş

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HUB88_API_URL: 'http://127.0.0.1:9',
      HUB88_OPERATOR_ID: '7',
      HUB88_PRIVATE_KEY: operatorKeys.privateKey,
      HUB88_PUBLIC_KEY: hub88Keys.publicKey,
    },
  });
});
afterAll(async () => t.close());

interface Hub88Answer {
  status: string;
  request_uuid: string | null;
  balance?: number;
  user?: string;
  currency?: string;
}

async function hub88(
  path: string,
  body: Record<string, unknown>,
  options: { key?: string | null } = {},
): Promise<Hub88Answer> {
  const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const key = options.key === undefined ? hub88Keys.privateKey : options.key;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/hub88${path}`,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(key ? { 'x-hub88-signature': createSign('RSA-SHA256').update(payload).sign(key, 'base64') } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  const signature = response.headers['x-hub88-signature'];
  expect(typeof signature).toBe('string');
  expect(
    createVerify('RSA-SHA256')
      .update(response.body)
      .verify(operatorKeys.publicKey, String(signature), 'base64'),
    'our answer is signed with our key',
  ).toBe(true);
  const answer = JSON.parse(response.body) as Hub88Answer;
  expect(answer.request_uuid).toBe(JSON.parse(payload).request_uuid);
  return answer;
}

const hub88Session = (playerId: string, locale: 'tr' | 'en' = 'en') =>
  openGameSession(t, playerId, 'hub88-book', { provider: 'hub88', locale });

async function hub88Player(cash: number) {
  const playerId = await fundedPlayer(t, cash);
  return { playerId, token: await hub88Session(playerId) };
}

const tx = (
  p: { playerId: string; token: string },
  amount: number | string,
  over: Record<string, unknown> = {},
) => ({
  user: p.playerId,
  token: p.token,
  transaction_uuid: randomUUID(),
  round: `r-${randomUUID()}`,
  game_code: 'hub88-book',
  currency: 'TRY',
  amount,
  round_closed: false,
  is_free: false,
  meta: {},
  ...over,
});

const booksOk = () => expectBooksOk(t);

describe('Hub88 operator wallet API', () => {
  it('refuses a bad or missing signature and moves nothing', async () => {
    const p = await hub88Player(10_000);
    const before = await gameLedgerSize(t.db);
    const bet = tx(p, 1_000 * U);
    expect((await hub88('/transaction/bet', bet, { key: intruderKeys.privateKey })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect((await hub88('/transaction/bet', bet, { key: null })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(
      (
        await hub88(
          '/user/balance',
          { user: p.playerId, token: p.token, currency: 'TRY' },
          { key: operatorKeys.privateKey },
        )
      ).status,
    ).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await gameLedgerSize(t.db)).toEqual(before);
    // A body changed after signing is refused too.
    const payload = JSON.stringify({ request_uuid: 'x', ...bet });
    const signature = createSign('RSA-SHA256').update(payload).sign(hub88Keys.privateKey, 'base64');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/hub88/transaction/bet',
      payload: payload.replace(String(1_000 * U), String(1 * U)),
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
    });
    expect(JSON.parse(tampered.body).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });

  it('answers user info and the balance in Hub88 units, not in our envelope', async () => {
    const p = await hub88Player(12_345);
    const info = await hub88('/user/info', { user: p.playerId });
    expect(info).toMatchObject({ status: 'RS_OK', user: p.playerId, country: 'TR' });
    expect(info).not.toHaveProperty('success');
    expect(
      await hub88('/user/balance', {
        user: p.playerId,
        token: p.token,
        currency: 'TRY',
        game_code: 'hub88-book',
      }),
    ).toMatchObject({
      status: 'RS_OK',
      user: p.playerId,
      currency: 'TRY',
      balance: 12_345 * U,
    });
    expect((await hub88('/user/balance', { user: p.playerId, token: p.token, currency: 'EUR' })).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect(
      (await hub88('/user/balance', { user: p.playerId, token: 'x'.repeat(43), currency: 'TRY' })).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    const other = await hub88Player(0);
    expect(
      (await hub88('/user/balance', { user: other.playerId, token: p.token, currency: 'TRY' })).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88('/user/balance', { user: p.playerId })).status).toBe('RS_ERROR_WRONG_SYNTAX');
  });

  it('applies a bet once: a repeat answers RS_OK with the balance, a changed repeat is a duplicate', async () => {
    const p = await hub88Player(10_000);
    const bet = tx(p, 2_500 * U);
    expect(await hub88('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 7_500 * U });
    const before = await gameLedgerSize(t.db);
    expect(await hub88('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 7_500 * U });
    expect((await hub88('/transaction/bet', { ...bet, amount: 2_000 * U })).status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect(await cashMovements(t.db, p.playerId)).toEqual([['bet', -2_500]]);

    const win = tx(p, 4_000 * U, {
      round: bet.round,
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    });
    expect(await hub88('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 11_500 * U });
    expect(await hub88('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 11_500 * U });
    expect(await cashMovements(t.db, p.playerId)).toEqual([
      ['bet', -2_500],
      ['win', 4_000],
    ]);
    expect(await t.app.gameWallet.round(p.playerId, 'hub88', bet.round)).toMatchObject({
      stake: 25,
      payout: 40,
      status: 'settled',
    });
    await booksOk();
  });

  it('insufficient funds: RS_ERROR_NOT_ENOUGH_MONEY and nothing written', async () => {
    const p = await hub88Player(1_000);
    const before = await gameLedgerSize(t.db);
    expect(await hub88('/transaction/bet', tx(p, 1_001 * U))).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
    });
    expect(await gameLedgerSize(t.db)).toEqual(before);
    expect((await t.app.gameWallet.balance(p.playerId)).cash).toBe(1_000);
    await booksOk();
  });

  it('a rollback of an unknown bet is acknowledged with the balance; the late bet is refused', async () => {
    const p = await hub88Player(5_000);
    const late = tx(p, 1_000 * U);
    const rollback = {
      user: p.playerId,
      token: p.token,
      transaction_uuid: randomUUID(),
      round: late.round,
      game_code: 'hub88-book',
      reference_transaction_uuid: late.transaction_uuid,
      meta: {},
    };
    const before = await gameLedgerSize(t.db);
    expect(await hub88('/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 5_000 * U,
    });
    expect(await hub88('/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 5_000 * U,
    });
    expect((await hub88('/transaction/bet', late)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    // A win for that bet: its bet does not exist.
    expect(
      (await hub88('/transaction/win', tx(p, 10 * U, { reference_transaction_uuid: late.transaction_uuid })))
        .status,
    ).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await gameLedgerSize(t.db)).ledger).toBe(before.ledger);
    expect(await cashMovements(t.db, p.playerId)).toEqual([]);
    await booksOk();
  });

  it('rolls back a known bet once', async () => {
    const p = await hub88Player(5_000);
    const bet = tx(p, 1_500 * U);
    await hub88('/transaction/bet', bet);
    const rollback = {
      user: p.playerId,
      token: p.token,
      transaction_uuid: randomUUID(),
      round: bet.round,
      reference_transaction_uuid: bet.transaction_uuid,
    };
    expect(await hub88('/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 5_000 * U,
    });
    expect(await hub88('/transaction/rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: 5_000 * U,
    });
    expect(await cashMovements(t.db, p.playerId)).toEqual([
      ['bet', -1_500],
      ['rollback', 1_500],
    ]);
    await booksOk();
  });

  it('accepts a win after the player logged out and the game session expired; a new bet then needs a new session', async () => {
    const client = api(t.app);
    const reg = await registerPlayer(client, nextIp());
    const player = await t.app.services.players.findByUsername(reg.username);
    const playerId = player!.id;
    await fund(t, playerId, 3_000);
    const p = { playerId, token: await hub88Session(playerId, 'tr') };
    const bet = tx(p, 1_000 * U);
    expect((await hub88('/transaction/bet', bet)).status).toBe('RS_OK');

    expect((await client.get(ApiPath.logout, { token: reg.token })).status).toBe(200);
    t.clock.advance(13 * 60 * 60 * 1000);

    const win = tx(p, 2_500 * U, { round: bet.round, reference_transaction_uuid: bet.transaction_uuid });
    expect(await hub88('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 4_500 * U });
    expect((await hub88('/transaction/bet', tx(p, 100 * U))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    // The bet already applied still replays after expiry.
    expect(await hub88('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 4_500 * U });
    expect(await cashMovements(t.db, playerId)).toEqual([
      ['bet', -1_000],
      ['win', 2_500],
    ]);
    await booksOk();
  });

  it('refuses wrong currency, fractions of a kuruş, a locked player and other players’ tokens', async () => {
    const p = await hub88Player(5_000);
    const other = await hub88Player(5_000);
    const before = await gameLedgerSize(t.db);
    expect((await hub88('/transaction/bet', tx(p, 100 * U, { currency: 'EUR' }))).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await hub88('/transaction/bet', tx(p, 100 * U + 1))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await hub88('/transaction/bet', tx(p, 'ten'))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(
      (await hub88('/transaction/bet', tx({ playerId: other.playerId, token: p.token }, 100 * U))).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    await lockPlayer(t, p.playerId);
    expect((await hub88('/transaction/bet', tx(p, 100 * U))).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await gameLedgerSize(t.db)).toEqual(before);
  });
});
