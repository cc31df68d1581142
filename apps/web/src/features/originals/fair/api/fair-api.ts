import { API_BASE, Header } from '@kasa/contract/api';
import type { Envelope } from '@kasa/contract/envelope';
import {
  type DiceRollData,
  type DiceRollRequest,
  type FairClientSeedData,
  FairPath,
  type FairRotateData,
  type FairStateData,
  type MinesData,
} from '@kasa/contract/fair';
import { translate } from '@kasa/contract/messages';
import { GAME_SESSION_HEADER } from '@kasa/contract/providers';
import { ApiError } from '../../../../lib/api-client';
import { storedLocale } from '../../../../lib/storage';

/**
 * The game frame's calls: authenticated by its game session (x-game-session), never the site's Bearer token, so a
 * frame holds only what its launch gave it. Same envelope and errors as the site's API client.
 */
async function call<T>(session: string, path: string, body: unknown): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [Header.locale]: storedLocale(),
        [GAME_SESSION_HEADER]: session,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(translate(storedLocale(), 'e.internal'), 0);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError(translate(storedLocale(), 'e.internal'), response.status);
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.message || translate(storedLocale(), 'e.internal'), response.status);
  }
  return envelope;
}

export const fairApi = {
  state: (session: string) => call<FairStateData>(session, FairPath.state, {}),
  rotate: (session: string, clientSeed?: string) =>
    call<FairRotateData>(session, FairPath.rotate, clientSeed ? { clientSeed } : {}),
  setClientSeed: (session: string, clientSeed: string) =>
    call<FairClientSeedData>(session, FairPath.clientSeed, { clientSeed }),
  roll: (session: string, body: DiceRollRequest) => call<DiceRollData>(session, FairPath.diceRoll, body),
  startMines: (session: string, amount: number, mines: number) =>
    call<MinesData>(session, FairPath.minesStart, { amount, mines }),
  reveal: (session: string, roundId: string, tile: number) =>
    call<MinesData>(session, FairPath.minesReveal, { roundId, tile }),
  cashOut: (session: string, roundId: string) => call<MinesData>(session, FairPath.minesCashout, { roundId }),
};

/** Tells the site around the frame to read the balance again (the header's figure). */
export function announceBalance(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'kasa:balance' }, window.location.origin);
}
