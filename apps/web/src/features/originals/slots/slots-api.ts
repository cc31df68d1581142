import type { Locale } from '@kasa/contract/constants';
import {
  SlotsPath,
  type SlotsFreeSpinData,
  type SlotsInitData,
  type SlotsSpinData,
} from '@kasa/contract/slots';
import { gameApi } from '../../../lib/api-client';

/** The slots calls, authenticated by the game session and answered in the game's language (`gameApi`). */
export const slotsApi = {
  init: async (session: string, locale: Locale) =>
    (await gameApi.post<SlotsInitData>(SlotsPath.init, session, {}, locale)).data,
  spin: async (session: string, locale: Locale, bet: number) =>
    (await gameApi.post<SlotsSpinData>(SlotsPath.spin, session, { bet }, locale)).data,
  buy: async (session: string, locale: Locale, bet: number) =>
    (await gameApi.post<SlotsSpinData>(SlotsPath.buy, session, { bet }, locale)).data,
  freeSpin: async (session: string, locale: Locale, roundId: string) =>
    (await gameApi.post<SlotsFreeSpinData>(SlotsPath.freeSpin, session, { roundId }, locale)).data,
};
