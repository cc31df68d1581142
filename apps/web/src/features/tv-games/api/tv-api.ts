import {
  TvApiPath,
  type TvBetRequest,
  type TvBetResult,
  type TvGame,
  type TvPlayerState,
  type TvRound,
} from '@kasa/contract/tv';
import { gameApi } from '../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;
const get = async <T>(path: string) => (await gameApi.get<T>(path)).data;

/** The TV games' calls: tickets with the game session, finished draws without (the verify page). */
export const tvApi = {
  state: (session: string, game: TvGame) => post<TvPlayerState>(TvApiPath.state, session, { game }),
  bet: (session: string, body: TvBetRequest) => post<TvBetResult>(TvApiPath.bet, session, body),
  rounds: (game: TvGame, take = 20) => get<TvRound[]>(`${TvApiPath.rounds}?game=${game}&take=${take}`),
  round: (id: number) => get<TvRound>(`${TvApiPath.round}?id=${id}`),
};
