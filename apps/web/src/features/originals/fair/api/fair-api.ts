import {
  type DiceRollData,
  type DiceRollRequest,
  type FairClientSeedData,
  FairPath,
  type FairRotateData,
  type FairStateData,
  type MinesData,
} from '@kasa/contract/fair';
import { gameApi } from '../../../../lib/api-client';

const call = <T>(session: string, path: string, body: unknown) => gameApi.post<T>(path, session, body);

/** Dice, Mines and their seeds, authenticated by the game session (`gameApi`). */
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
