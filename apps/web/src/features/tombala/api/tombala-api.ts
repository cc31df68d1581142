import {
  TombalaApiPath,
  type TombalaBuyRequest,
  type TombalaBuyResult,
  type TombalaChatMessage,
  type TombalaGame,
  type TombalaPlayerState,
} from '@kasa/contract/tombala';
import { gameApi } from '../../../lib/api-client';

const post = async <T>(path: string, session: string, body: unknown) =>
  (await gameApi.post<T>(path, session, body)).data;

/** A Tombala room's calls: tickets and chat with the room's game session, finished games without. */
export const tombalaApi = {
  state: (session: string) => post<TombalaPlayerState>(TombalaApiPath.state, session, {}),
  buy: (session: string, body: TombalaBuyRequest) =>
    post<TombalaBuyResult>(TombalaApiPath.buy, session, body),
  chat: (session: string, text: string) => post<TombalaChatMessage>(TombalaApiPath.chat, session, { text }),
  game: async (id: number) => (await gameApi.get<TombalaGame>(`${TombalaApiPath.game}?id=${id}`)).data,
};
