import {
  BaccaratApiPath,
  type BaccaratBetRequest,
  type BaccaratBetResult,
  type BaccaratPlayerState,
  type BaccaratRound,
} from '@kasa/contract/baccarat';
import { gameApi } from '../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;
const get = async <T>(path: string) => (await gameApi.get<T>(path)).data;

/** The baccarat table's calls: bets with the game session, finished rounds without (the verify page). */
export const baccaratApi = {
  state: (session: string) => post<BaccaratPlayerState>(BaccaratApiPath.state, session, {}),
  bet: (session: string, body: BaccaratBetRequest) =>
    post<BaccaratBetResult>(BaccaratApiPath.bet, session, body),
  rounds: (take = 20) => get<BaccaratRound[]>(`${BaccaratApiPath.rounds}?take=${take}`),
  round: (id: number) => get<BaccaratRound>(`${BaccaratApiPath.round}?id=${id}`),
};
