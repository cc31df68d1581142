import { createHash, createHmac, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayer, expectAppError } from '../wallet/wallet.test-support.ts';
import type { LaunchInput } from './adapters.ts';
import { gameSessionRequest, lockPlayer } from './game-wallet.test-support.ts';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry.service.ts';

// Each external adapter's launch request, received by a local HTTP server playing the provider; and the providers
// that are not configured.

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

const hub88Keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = {
  operatorPrivate: operatorKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  operatorPublic: operatorKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  hub88Public: hub88Keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

let server: Server;
let base: string;
const seen: Seen[] = [];
/** What the fake provider answers next (per path prefix); default a sensible success. */
const answers = new Map<string, { status: number; body: string }>();

let t: TestApp;
/** The same app's sessions behind a registry with no provider configured. */
let unconfigured: ProviderRegistry;
let playerId: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const custom = [...answers.entries()].find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
      const fallback = url.pathname.includes('/User/AuthHTML/')
        ? { status: 200, body: '1,<div id="game"></div><script>startGame()</script>' }
        : url.pathname.includes('/User/Add/')
          ? { status: 200, body: '1' }
          : url.pathname.startsWith('/IntegrationService/')
            ? {
                status: 200,
                body: JSON.stringify({ error: '0', description: 'OK', gameURL: `${base}/pp/game` }),
              }
            : { status: 200, body: JSON.stringify({ url: `${base}/play/here` }) };
      const answer = custom ?? fallback;
      res.writeHead(answer.status, { 'content-type': 'text/plain' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://kasa.example',
      SOFTGAMINGS_API_URL: base,
      SOFTGAMINGS_API_KEY: 'sg-key',
      SOFTGAMINGS_API_PASSWORD: 'sg-pass',
      HUB88_API_URL: base,
      HUB88_OPERATOR_ID: '77',
      HUB88_PRIVATE_KEY: pem.operatorPrivate,
      HUB88_PUBLIC_KEY: pem.hub88Public,
      EGT_API_URL: base,
      EGT_OPERATOR_ID: 'egt-op',
      EGT_SECRET_KEY: 'egt-secret',
      AMUSNET_LAUNCH_URL: `${base}/amusnet/launch`,
      AMUSNET_PORTAL_CODE: 'kasa-portal',
      EVERYMATRIX_LAUNCH_URL: base,
      EVERYMATRIX_DOMAIN_ID: '2451',
      DIGITAIN_LAUNCH_URL: `${base}/digitain/authorization.php`,
      DIGITAIN_PARTNER_ID: '391',
      PRAGMATIC_API_URL: base,
      PRAGMATIC_SECURE_LOGIN: 'kasa_tr',
      PRAGMATIC_SECRET_KEY: 'pp-secret',
    },
  });
  unconfigured = createProviderRegistry({
    config: { providers: {}, publicUrl: 'https://kasa.example' },
    gameSessions: t.app.gameSessions,
    log: t.app.log,
  });
  playerId = await createPlayer(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const launchInput = (over: Partial<LaunchInput> = {}): LaunchInput => ({
  game: { code: 'vs20doghouse' },
  player: { id: playerId, username: 'kasaplayer' },
  locale: 'tr',
  isMobile: false,
  ip: '203.0.113.9',
  ...over,
});

/** The launch's game session token: the one the provider got, which must authenticate as this player and game. */
async function expectSession(token: string | null | undefined, provider: string, gameCode: string) {
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await t.app.gameSessions.find(token!)).toMatchObject({ playerId, provider, gameCode });
}

async function lastRequest(): Promise<Seen> {
  const last = seen.at(-1);
  if (!last) throw new Error('the provider got no request');
  return last;
}

/** Opens a returned game address on the fake provider, as the player's browser would. */
async function open(url: string): Promise<Seen> {
  expect(url.startsWith(base)).toBe(true);
  await fetch(url);
  return lastRequest();
}

describe('provider registry', () => {
  it('knows which providers are configured, by id or by the game’s providerName', () => {
    expect(t.app.providers.configuredProviders()).toEqual([
      'softgamings',
      'hub88',
      'egt',
      'amusnet',
      'everymatrix',
      'digitain',
      'pragmatic',
      'kasa',
    ]);
    expect(unconfigured.configuredProviders()).toEqual(['kasa']);
    expect(t.app.providers.isConfigured('Pragmatic Play')).toBe(true);
    expect(t.app.providers.isConfigured('Egt Digital')).toBe(true);
    expect(unconfigured.isConfigured('Pragmatic Play')).toBe(false);
    expect(unconfigured.isConfigured('Kasa Originals')).toBe(true);
    expect(t.app.providers.isConfigured('Unknown Studio')).toBe(false);
  });

  it.each(['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain', 'Pragmatic Play'])(
    'an unconfigured %s answers 503 e.providerUnavailable and opens no session',
    async (name) => {
      const before = await t.db.selectFrom('game_sessions').select('id').execute();
      await expectAppError(unconfigured.launch(name, launchInput()), 503, 'e.providerUnavailable');
      expect(await t.db.selectFrom('game_sessions').select('id').execute()).toHaveLength(before.length);
    },
  );

  it('Kasa Originals: a game session and the relative /originals address', async () => {
    const r = await unconfigured.launch('kasa', launchInput({ game: { code: 'kasa-dice' } }));
    expect(r.kind).toBe('url');
    const url = new URL((r as { url: string }).url, 'https://kasa.example');
    expect(url.pathname).toBe('/originals/kasa-dice');
    const token = url.searchParams.get('session')!;
    const session = await t.app.gameSessions.authenticate(gameSessionRequest(token));
    expect(session).toMatchObject({ gameCode: 'kasa-dice', locale: 'tr' });
  });
});

describe('provider adapters (a local server plays the provider)', () => {
  it('Pragmatic Play: POST form with secureLogin, symbol, language, token and the MD5 hash of sorted params + key', async () => {
    const r = await t.app.providers.launch('Pragmatic Play', launchInput({ isMobile: true, locale: 'en' }));
    expect(r).toEqual({ kind: 'url', url: `${base}/pp/game` });
    const req = await lastRequest();
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/IntegrationService/v3/http/CasinoGameAPI/game/url/');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(req.body));
    expect(form).toMatchObject({
      secureLogin: 'kasa_tr',
      symbol: 'vs20doghouse',
      language: 'en',
      externalPlayerId: playerId,
      platform: 'MOBILE',
      currency: 'TRY',
      lobbyUrl: 'https://kasa.example/',
    });
    const { hash, ...rest } = form;
    const sorted = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(hash).toBe(createHash('md5').update(`${sorted}pp-secret`).digest('hex'));
    await expectSession(form.token, 'pragmatic', 'vs20doghouse');
  });

  it('Pragmatic Play: an error answer → 502 e.providerLaunchFailed, and the session is revoked', async () => {
    answers.set('/IntegrationService/', {
      status: 200,
      body: JSON.stringify({ error: '7', description: 'bad' }),
    });
    try {
      await expectAppError(t.app.providers.launch('pragmatic', launchInput()), 502, 'e.providerLaunchFailed');
      const token = new URLSearchParams((await lastRequest()).body).get('token')!;
      expect(await t.app.gameSessions.find(token)).toBeNull();
    } finally {
      answers.clear();
    }
  });

  it('Hub88: POST /operator/generic/v2/game/url signed with our RSA key in X-Hub88-Signature', async () => {
    const r = await t.app.providers.launch(
      'Hub88',
      launchInput({ game: { code: 'clt_dragonrising' }, lobbyUrl: 'https://kasa.example/casino' }),
    );
    expect(r).toEqual({ kind: 'url', url: `${base}/play/here` });
    const req = await lastRequest();
    expect([req.method, req.path]).toEqual(['POST', '/operator/generic/v2/game/url']);
    const signature = String(req.headers['x-hub88-signature']);
    expect(createVerify('RSA-SHA256').update(req.body).verify(pem.operatorPublic, signature, 'base64')).toBe(
      true,
    );
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({
      user: playerId,
      operator_id: 77,
      platform: 'GPL_DESKTOP',
      game_code: 'clt_dragonrising',
      lang: 'tr',
      currency: 'TRY',
      country: 'TR',
      ip: '203.0.113.9',
      lobby_url: 'https://kasa.example/casino',
    });
    await expectSession(body.token, 'hub88', 'clt_dragonrising');
  });

  it('Hub88: an HTTP error or an answer without an address → 502', async () => {
    answers.set('/operator/', { status: 500, body: 'oops' });
    await expectAppError(t.app.providers.launch('hub88', launchInput()), 502, 'e.providerLaunchFailed');
    answers.set('/operator/', { status: 200, body: JSON.stringify({ url: 'javascript:alert(1)' }) });
    await expectAppError(t.app.providers.launch('hub88', launchInput()), 502, 'e.providerLaunchFailed');
    answers.clear();
  });

  it('SoftGamings: User/Add then User/AuthHTML with the Fundist hashes; answers the markup', async () => {
    const from = seen.length;
    const r = await t.app.providers.launch(
      'SoftGamings',
      launchInput({ game: { code: 'ignored', system: 998, pageCode: 'BookOfRa' }, isMobile: true }),
    );
    expect(r).toEqual({ kind: 'markup', html: '<div id="game"></div><script>startGame()</script>' });
    const [add, auth] = seen.slice(from);
    expect(add?.path).toBe('/System/Api/sg-key/User/Add/');
    expect(auth?.path).toBe('/System/Api/sg-key/User/AuthHTML/');
    const q = auth!.query;
    expect(Object.fromEntries(q)).toMatchObject({
      Login: `kasa${playerId}`,
      System: '998',
      Page: 'BookOfRa',
      UserIP: '203.0.113.9',
      IsMobile: '1',
      Language: 'tr',
    });
    const expected = createHash('md5')
      .update(
        `User/AuthHTML/203.0.113.9/${q.get('TID')}/sg-key/kasa${playerId}/${q.get('Password')}/998/sg-pass`,
      )
      .digest('hex');
    expect(q.get('Hash')).toBe(expected);
    expect(add!.query.get('Password')).toBe(q.get('Password'));
    answers.set('/System/Api/sg-key/User/AuthHTML/', { status: 200, body: '15,Wrong hash' });
    await expectAppError(t.app.providers.launch('softgamings', launchInput()), 502, 'e.providerLaunchFailed');
    answers.clear();
  });

  it('Egt Digital: server-to-server launch with an HMAC-SHA256 signature', async () => {
    const r = await t.app.providers.launch(
      'Egt Digital',
      launchInput({ game: { code: '1001' }, isMobile: true }),
    );
    expect(r).toEqual({ kind: 'url', url: `${base}/play/here` });
    const req = await lastRequest();
    expect([req.method, req.path]).toEqual(['POST', '/api/v1/games/launch']);
    expect(req.headers['x-signature']).toBe(
      createHmac('sha256', 'egt-secret').update(req.body).digest('hex'),
    );
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({
      operatorId: 'egt-op',
      playerId,
      gameId: '1001',
      platform: 'mobile',
      language: 'tr',
    });
    await expectSession(body.token, 'egt', '1001');
  });

  it('Amusnet: the game client address with defenceCode, portalCode, gameId and client', async () => {
    const r = await t.app.providers.launch(
      'Amusnet',
      launchInput({ game: { code: '820' }, lobbyUrl: 'https://kasa.example/casino' }),
    );
    const req = await open((r as { url: string }).url);
    expect(req.path).toBe('/amusnet/launch');
    expect(Object.fromEntries(req.query)).toMatchObject({
      playerId,
      portalCode: 'kasa-portal',
      screenName: 'kasaplayer',
      language: 'tr',
      gameId: '820',
      client: 'desktop',
      closeurl: 'https://kasa.example/casino',
    });
    await expectSession(req.query.get('defenceCode'), 'amusnet', '820');
  });

  it('EveryMatrix: the CasinoEngine loader address with the session id and product', async () => {
    const r = await t.app.providers.launch(
      'EveryMatrix',
      launchInput({ game: { code: 'starburst', productId: 12 } }),
    );
    const req = await open((r as { url: string }).url);
    expect(req.path).toBe('/Loader/Start/2451/starburst');
    expect(Object.fromEntries(req.query)).toMatchObject({
      language: 'tr',
      funMode: 'False',
      productId: '12',
    });
    await expectSession(req.query.get('_sid'), 'everymatrix', 'starburst');
  });

  it('Digitain: the launch page with partnerId, gameId, device type and token', async () => {
    const r = await t.app.providers.launch(
      'Digitain',
      launchInput({ game: { code: '5050' }, isMobile: true }),
    );
    const req = await open((r as { url: string }).url);
    expect(req.path).toBe('/digitain/authorization.php');
    expect(Object.fromEntries(req.query)).toMatchObject({
      partnerId: '391',
      gameId: '5050',
      language: 'tr',
      openType: 'real',
      devicetypeid: '2',
    });
    await expectSession(req.query.get('token'), 'digitain', '5050');
  });

  it('a locked player cannot launch', async () => {
    const locked = await createPlayer(t);
    await lockPlayer(t, locked);
    const count = seen.length;
    await expectAppError(
      t.app.providers.launch('pragmatic', { ...launchInput(), player: { id: locked } }),
      403,
      'e.gamePlayerLocked',
    );
    expect(seen.length).toBe(count);
  });
});
