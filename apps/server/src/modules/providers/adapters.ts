import { createHash, createHmac, createSign } from 'node:crypto';
import type { Locale } from '@kasa/contract/constants';
import type { LaunchResult, ProviderId } from '@kasa/contract/providers';
import type { ProvidersConfig } from '../../config/env.ts';

// One adapter per external provider of spec §7: each builds that provider's launch request from its configuration,
// following the provider's public integration pattern (docs/decisions/0091-game-wallet-and-providers.md lists what
// each sends). The registry (provider-registry.service.ts) creates the game session whose token the adapter hands over.

export interface LaunchGame {
  /** The provider's game code (Pragmatic symbol, Hub88 game_code, EGT gameId…). */
  code: string;
  /** EveryMatrix: the product (vendor) id. */
  productId?: string | number | null | undefined;
  /** SoftGamings: the system (merchant) id and the page code. */
  system?: string | number | null | undefined;
  pageCode?: string | null | undefined;
}

export interface LaunchPlayer {
  id: string;
  username?: string | undefined;
}

export interface LaunchInput {
  game: LaunchGame;
  player: LaunchPlayer;
  locale: Locale;
  isMobile: boolean;
  /** Where the game's lobby / exit button leads (absolute). */
  lobbyUrl?: string | undefined;
  depositUrl?: string | undefined;
  /** The player's address as the provider should see it. */
  ip?: string | undefined;
}

export interface AdapterLaunch extends LaunchInput {
  /** Our game session token: the provider authenticates its wallet calls with it. */
  token: string;
}

/** A launch the provider refused or answered in a way we do not understand (→ 502 e.providerLaunchFailed). */
export class ProviderLaunchError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider} launch failed: ${detail}`);
    this.name = 'ProviderLaunchError';
  }
}

export interface ProviderAdapter {
  id: ProviderId;
  launch(input: AdapterLaunch): Promise<LaunchResult>;
}

export type Fetch = typeof fetch;

const TIMEOUT_MS = 10_000;
const CURRENCY = 'TRY';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function call(provider: string, doFetch: Fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderLaunchError(provider, `request failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderLaunchError(provider, `HTTP ${response.status}`);
  return response;
}

async function jsonOf(provider: string, response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderLaunchError(provider, 'answer is not a JSON object');
}

function httpUrl(provider: string, value: unknown): string {
  if (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))
    return value;
  throw new ProviderLaunchError(provider, 'answer has no game address');
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** A provider whose launch is an address we build alone (no call to the provider): the player's browser opens it. */
function addressAdapter(id: ProviderId, address: (input: AdapterLaunch) => string): ProviderAdapter {
  return { id, launch: async (input) => ({ kind: 'url', url: address(input) }) };
}

/** A launch by a signed JSON POST to the provider, which answers with a JSON object. */
async function postJson(
  provider: string,
  doFetch: Fetch,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await call(provider, doFetch, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return jsonOf(provider, response);
}

/**
 * Pragmatic Play (Casino Game API): POST form to …/game/url/ with secureLogin, symbol, language, token,
 * externalPlayerId, platform, currency, lobbyUrl, cashierUrl and `hash` = MD5 of the other parameters sorted by name
 * as `k=v&…` followed by the secret key. Answer `{ error: "0", gameURL }`.
 */
export function pragmaticAdapter(
  c: NonNullable<ProvidersConfig['pragmatic']>,
  doFetch: Fetch,
): ProviderAdapter {
  return {
    id: 'pragmatic',
    async launch(input) {
      const params: Record<string, string> = {
        secureLogin: c.secureLogin,
        symbol: input.game.code,
        language: input.locale,
        token: input.token,
        externalPlayerId: input.player.id,
        platform: input.isMobile ? 'MOBILE' : 'WEB',
        currency: CURRENCY,
        ...(input.lobbyUrl ? { lobbyUrl: input.lobbyUrl } : {}),
        ...(input.depositUrl ? { cashierUrl: input.depositUrl } : {}),
      };
      const body = new URLSearchParams({ ...params, hash: pragmaticHash(params, c.secretKey) });
      const response = await call(
        'pragmatic',
        doFetch,
        `${c.apiUrl}/IntegrationService/v3/http/CasinoGameAPI/game/url/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        },
      );
      const answer = await jsonOf('pragmatic', response);
      if (String(answer.error) !== '0') {
        throw new ProviderLaunchError(
          'pragmatic',
          `error ${String(answer.error)}: ${String(answer.description)}`,
        );
      }
      return { kind: 'url', url: httpUrl('pragmatic', answer.gameURL) };
    },
  };
}

export function pragmaticHash(params: Record<string, string>, secretKey: string): string {
  const sorted = Object.keys(params)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return md5(sorted + secretKey);
}

/** Hub88: RSA-SHA256 over the exact body bytes, base64, in X-Hub88-Signature. Used for launches and wallet answers. */
export function hub88Sign(body: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(body).sign(privateKey, 'base64');
}

/**
 * Hub88 (Operator API): POST /operator/generic/v2/game/url with JSON { user, token, platform, operator_id, lang,
 * game_code, currency, country, lobby_url, deposit_url, ip, meta } signed with our private key. Answer `{ url }`.
 * Hub88 then calls our wallet (hub88.routes.ts) with the same token.
 */
export function hub88Adapter(c: NonNullable<ProvidersConfig['hub88']>, doFetch: Fetch): ProviderAdapter {
  return {
    id: 'hub88',
    async launch(input) {
      const body = JSON.stringify({
        user: input.player.id,
        token: input.token,
        sub_partner_id: null,
        platform: input.isMobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        operator_id: c.operatorId,
        meta: {},
        lobby_url: input.lobbyUrl ?? null,
        lang: input.locale,
        ip: input.ip ?? null,
        game_code: input.game.code,
        deposit_url: input.depositUrl ?? null,
        currency: CURRENCY,
        game_currency: CURRENCY,
        country: 'TR',
      });
      const answer = await postJson('hub88', doFetch, `${c.apiUrl}/operator/generic/v2/game/url`, body, {
        'x-hub88-signature': hub88Sign(body, c.privateKey),
      });
      return { kind: 'url', url: httpUrl('hub88', answer.url) };
    },
  };
}

/**
 * SoftGamings (Fundist OneWallet API): the player's Fundist account (User/Add: an existing one is fine), then
 * User/AuthHTML, which answers `1,<markup and script>`. Each call is GET /System/Api/<key>/<call>/?… with `Hash` =
 * MD5 of `<call>/<ip>/<TID>/<key>/<parameters in order>/<API password>`. The markup is shown in a sandboxed frame.
 */
export function softgamingsAdapter(
  c: NonNullable<ProvidersConfig['softgamings']>,
  doFetch: Fetch,
): ProviderAdapter {
  let tidCounter = 0;
  const tid = () => `kasa${Date.now().toString(36)}${(tidCounter++).toString(36)}`;
  return {
    id: 'softgamings',
    async launch(input) {
      const ip = input.ip ?? '127.0.0.1';
      const login = `kasa${input.player.id}`;
      // A per-player password derived from the API password: stable, never stored, unknown to the player.
      const password = createHmac('sha256', c.apiPassword).update(login).digest('hex').slice(0, 24);
      const base = `${c.apiUrl}/System/Api/${encodeURIComponent(c.apiKey)}`;

      const addTid = tid();
      const add = await call(
        'softgamings',
        doFetch,
        withQuery(`${base}/User/Add/`, {
          Login: login,
          Password: password,
          TID: addTid,
          Currency: CURRENCY,
          Language: input.locale,
          RegistrationIP: ip,
          Hash: md5(`User/Add/${ip}/${addTid}/${c.apiKey}/${login}/${password}/${CURRENCY}/${c.apiPassword}`),
        }),
        { method: 'GET' },
      );
      await add.text();

      const system = String(input.game.system ?? '');
      const authTid = tid();
      const response = await call(
        'softgamings',
        doFetch,
        withQuery(`${base}/User/AuthHTML/`, {
          Login: login,
          Password: password,
          System: system,
          TID: authTid,
          Page: input.game.pageCode ?? input.game.code,
          UserIP: ip,
          Language: input.locale,
          IsMobile: input.isMobile ? '1' : '0',
          Hash: md5(
            `User/AuthHTML/${ip}/${authTid}/${c.apiKey}/${login}/${password}/${system}/${c.apiPassword}`,
          ),
        }),
        { method: 'GET' },
      );
      const text = await response.text();
      if (!text.startsWith('1,')) throw new ProviderLaunchError('softgamings', `answer ${text.slice(0, 40)}`);
      return { kind: 'markup', html: text.slice(2) };
    },
  };
}

/**
 * Egt Digital: server-to-server POST <api>/api/v1/games/launch with JSON { operatorId, playerId, token, gameId,
 * language, platform, currency, lobbyUrl } and `X-Signature` = hex HMAC-SHA256 of the body with the secret key.
 * Answer `{ url }` (or `launchUrl`).
 */
export function egtAdapter(c: NonNullable<ProvidersConfig['egt']>, doFetch: Fetch): ProviderAdapter {
  return {
    id: 'egt',
    async launch(input) {
      const body = JSON.stringify({
        operatorId: c.operatorId,
        playerId: input.player.id,
        token: input.token,
        gameId: input.game.code,
        language: input.locale,
        platform: input.isMobile ? 'mobile' : 'desktop',
        currency: CURRENCY,
        lobbyUrl: input.lobbyUrl ?? null,
      });
      const answer = await postJson('egt', doFetch, `${c.apiUrl}/api/v1/games/launch`, body, {
        'x-signature': createHmac('sha256', c.secretKey).update(body).digest('hex'),
      });
      return { kind: 'url', url: httpUrl('egt', answer.url ?? answer.launchUrl) };
    },
  };
}

/**
 * Amusnet (ex EGT Interactive): the game client's address with defenceCode (our token, which Amusnet's server sends
 * back to authenticate), playerId, portalCode, screenName, language, country, gameId, client and closeurl.
 */
export function amusnetAdapter(c: NonNullable<ProvidersConfig['amusnet']>): ProviderAdapter {
  return addressAdapter('amusnet', (input) =>
    withQuery(c.launchUrl, {
      defenceCode: input.token,
      playerId: input.player.id,
      portalCode: c.portalCode,
      screenName: input.player.username ?? input.player.id,
      language: input.locale,
      country: 'TR',
      gameId: input.game.code,
      client: input.isMobile ? 'mobile' : 'desktop',
      closeurl: input.lobbyUrl,
    }),
  );
}

/** EveryMatrix (CasinoEngine loader): <launch>/Loader/Start/<domain>/<game>?language&funMode=False&_sid=<token>. */
export function everymatrixAdapter(c: NonNullable<ProvidersConfig['everymatrix']>): ProviderAdapter {
  return addressAdapter('everymatrix', (input) =>
    withQuery(
      `${c.launchUrl}/Loader/Start/${encodeURIComponent(c.domainId)}/${encodeURIComponent(input.game.code)}`,
      {
        language: input.locale,
        funMode: 'False',
        _sid: input.token,
        productId: input.game.productId == null ? undefined : String(input.game.productId),
        casinolobbyurl: input.lobbyUrl,
      },
    ),
  );
}

/** Digitain (casino launch page): partnerId, gameId, language, openType=real, devicetypeid (1 desktop, 2 mobile), token, exitURL. */
export function digitainAdapter(c: NonNullable<ProvidersConfig['digitain']>): ProviderAdapter {
  return addressAdapter('digitain', (input) =>
    withQuery(c.launchUrl, {
      partnerId: c.partnerId,
      gameId: input.game.code,
      language: input.locale,
      openType: 'real',
      devicetypeid: input.isMobile ? '2' : '1',
      token: input.token,
      exitURL: input.lobbyUrl,
    }),
  );
}

/** The adapters of the configured providers. */
export function createAdapters(
  config: ProvidersConfig,
  doFetch: Fetch = fetch,
): Partial<Record<ProviderId, ProviderAdapter>> {
  return {
    ...(config.pragmatic ? { pragmatic: pragmaticAdapter(config.pragmatic, doFetch) } : {}),
    ...(config.hub88 ? { hub88: hub88Adapter(config.hub88, doFetch) } : {}),
    ...(config.softgamings ? { softgamings: softgamingsAdapter(config.softgamings, doFetch) } : {}),
    ...(config.egt ? { egt: egtAdapter(config.egt, doFetch) } : {}),
    ...(config.amusnet ? { amusnet: amusnetAdapter(config.amusnet) } : {}),
    ...(config.everymatrix ? { everymatrix: everymatrixAdapter(config.everymatrix) } : {}),
    ...(config.digitain ? { digitain: digitainAdapter(config.digitain) } : {}),
  };
}
