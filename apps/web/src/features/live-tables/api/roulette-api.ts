import {
  RouletteApiPath,
  type LiveTableState,
  type RouletteBetRequest,
  type RouletteBetResult,
  type RoulettePlayerState,
  type TableRound,
} from '@kasa/contract/roulette';
import { gameApi } from '../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;
const get = async <T>(path: string) => (await gameApi.get<T>(path)).data;

/** The roulette table's calls: bets with the game session, finished rounds and the lobby's live state without. */
export const rouletteApi = {
  state: (session: string) => post<RoulettePlayerState>(RouletteApiPath.state, session, {}),
  bet: (session: string, body: RouletteBetRequest) =>
    post<RouletteBetResult>(RouletteApiPath.bet, session, body),
  rounds: (take = 20) => get<TableRound[]>(`${RouletteApiPath.rounds}?take=${take}`),
  round: (id: number) => get<TableRound>(`${RouletteApiPath.round}?id=${id}`),
  live: () => get<LiveTableState[]>(RouletteApiPath.live),
};
