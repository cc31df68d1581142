import { API_BASE, Header } from '@kasa/contract/api';
import type { Locale } from '@kasa/contract/constants';
import type { Envelope } from '@kasa/contract/envelope';
import { GAME_SESSION_HEADER } from '@kasa/contract/providers';
import {
  SlotsPath,
  type SlotsFreeSpinData,
  type SlotsInitData,
  type SlotsSpinData,
} from '@kasa/contract/slots';

/** A refused slots call: the server's message (in the game's language) and the HTTP status. */
export class SlotsApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'SlotsApiError';
    this.status = status;
  }
}

/**
 * The game client's own caller: it authenticates with the game session (x-game-session), never the site's token,
 * so a refused game call never logs the player out of the site around it.
 */
async function call<T>(
  path: string,
  session: string,
  locale: Locale,
  body: unknown,
  fallback: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [Header.locale]: locale,
        [GAME_SESSION_HEADER]: session,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SlotsApiError(fallback, 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || !response.ok || !envelope.success) {
    throw new SlotsApiError(envelope?.message || fallback, response.status);
  }
  return envelope.data;
}

export const slotsApi = {
  init: (session: string, locale: Locale, fallback: string) =>
    call<SlotsInitData>(SlotsPath.init, session, locale, {}, fallback),
  spin: (session: string, locale: Locale, bet: number, fallback: string) =>
    call<SlotsSpinData>(SlotsPath.spin, session, locale, { bet }, fallback),
  freeSpin: (session: string, locale: Locale, roundId: string, fallback: string) =>
    call<SlotsFreeSpinData>(SlotsPath.freeSpin, session, locale, { roundId }, fallback),
};
