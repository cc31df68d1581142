import { API_BASE, Header } from '@kasa/contract/api';
import {
  CrashApiPath,
  type CrashBetRequest,
  type CrashBetResult,
  type CrashChain,
  type CrashPlayerState,
  type CrashRound,
  type CrashRoundDetail,
} from '@kasa/contract/crash';
import type { Envelope } from '@kasa/contract/envelope';
import { translate } from '@kasa/contract/messages';
import { GAME_SESSION_HEADER } from '@kasa/contract/providers';
import { storedLocale } from '../../../../lib/storage';

/** A refused game call: the server's translated message and the HTTP status. */
export class CrashApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'CrashApiError';
    this.status = status;
  }
}

/**
 * The game's calls carry the game session (x-game-session), never the site's Bearer token: the game frame is its own
 * client, and a 401 here means the game session ended, not the site's.
 */
async function call<T>(path: string, session: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [Header.locale]: storedLocale() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers[GAME_SESSION_HEADER] = session;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CrashApiError(translate(storedLocale(), 'e.internal'), 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || !response.ok || !envelope.success) {
    throw new CrashApiError(envelope?.message || translate(storedLocale(), 'e.internal'), response.status);
  }
  return envelope.data;
}

export const crashApi = {
  state: (session: string) => call<CrashPlayerState>(CrashApiPath.state, session, {}),
  bet: (session: string, body: CrashBetRequest) => call<CrashBetResult>(CrashApiPath.bet, session, body),
  cancel: (session: string, slot: 1 | 2) => call<CrashBetResult>(CrashApiPath.cancel, session, { slot }),
  cashout: (session: string, slot: 1 | 2) => call<CrashBetResult>(CrashApiPath.cashout, session, { slot }),
  rounds: (take = 30) => call<CrashRound[]>(`${CrashApiPath.rounds}?take=${take}`, null),
  round: (query: { id: number } | { hash: string }) =>
    call<CrashRoundDetail>(
      `${CrashApiPath.round}?${'id' in query ? `id=${query.id}` : `hash=${encodeURIComponent(query.hash)}`}`,
      null,
    ),
  chains: () => call<CrashChain[]>(CrashApiPath.chain, null),
};
