import {
  BlackjackApiPath,
  type BlackjackActionRequest,
  type BlackjackActionResult,
  type BlackjackBetRequest,
  type BlackjackBetResult,
  type BlackjackPlayerState,
  type BlackjackRound,
} from '@kasa/contract/blackjack';
import { gameApi } from '../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;
const get = async <T>(path: string) => (await gameApi.get<T>(path)).data;

/** The blackjack table's calls: the seat and the moves with the game session, finished rounds without. */
export const blackjackApi = {
  state: (session: string) => post<BlackjackPlayerState>(BlackjackApiPath.state, session, {}),
  bet: (session: string, body: BlackjackBetRequest) =>
    post<BlackjackBetResult>(BlackjackApiPath.bet, session, body),
  act: (session: string, body: BlackjackActionRequest) =>
    post<BlackjackActionResult>(BlackjackApiPath.action, session, body),
  rounds: (take = 20) => get<BlackjackRound[]>(`${BlackjackApiPath.rounds}?take=${take}`),
  round: (id: number) => get<BlackjackRound>(`${BlackjackApiPath.round}?id=${id}`),
};
