import {
  type HiloData,
  type HiloGuess,
  InstantPath,
  type InstantRisk,
  type InstantStateData,
  type KenoPlayData,
  type LimboPlayData,
  type PlinkoDropData,
} from '@kasa/contract/instant';
import { gameApi } from '../../../../lib/api-client';

const call = <T>(session: string, path: string, body: unknown) => gameApi.post<T>(path, session, body);

/** Plinko, Limbo, Keno and Hi-Lo, authenticated by the game session (`gameApi`). Seeds: fairApi. */
export const instantApi = {
  state: (session: string) => call<InstantStateData>(session, InstantPath.state, {}),
  plinko: (session: string, amount: number, rows: number, risk: InstantRisk) =>
    call<PlinkoDropData>(session, InstantPath.plinkoDrop, { amount, rows, risk }),
  limbo: (session: string, amount: number, target: number) =>
    call<LimboPlayData>(session, InstantPath.limboPlay, { amount, target }),
  keno: (session: string, amount: number, picks: number[], risk: InstantRisk) =>
    call<KenoPlayData>(session, InstantPath.kenoPlay, { amount, picks, risk }),
  hiloStart: (session: string, amount: number) => call<HiloData>(session, InstantPath.hiloStart, { amount }),
  hiloGuess: (session: string, roundId: string, guess: HiloGuess) =>
    call<HiloData>(session, InstantPath.hiloGuess, { roundId, guess }),
  hiloCashOut: (session: string, roundId: string) =>
    call<HiloData>(session, InstantPath.hiloCashout, { roundId }),
};
