import {
  CrashApiPath,
  type CrashBetRequest,
  type CrashBetResult,
  type CrashChain,
  type CrashPlayerState,
  type CrashRound,
  type CrashRoundDetail,
} from '@kasa/contract/crash';
import { gameApi } from '../../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;
const get = async <T>(path: string) => (await gameApi.get<T>(path)).data;

/** The crash game's calls: bets with the game session (`gameApi`), the public round history without. */
export const crashApi = {
  state: (session: string) => post<CrashPlayerState>(CrashApiPath.state, session, {}),
  bet: (session: string, body: CrashBetRequest) => post<CrashBetResult>(CrashApiPath.bet, session, body),
  cancel: (session: string, slot: 1 | 2) => post<CrashBetResult>(CrashApiPath.cancel, session, { slot }),
  cashout: (session: string, slot: 1 | 2) => post<CrashBetResult>(CrashApiPath.cashout, session, { slot }),
  rounds: (take = 30) => get<CrashRound[]>(`${CrashApiPath.rounds}?take=${take}`),
  round: (query: { id: number } | { hash: string }) =>
    get<CrashRoundDetail>(
      `${CrashApiPath.round}?${'id' in query ? `id=${query.id}` : `hash=${encodeURIComponent(query.hash)}`}`,
    ),
  chains: () => get<CrashChain[]>(CrashApiPath.chain),
};
