import type { DeepStrings } from './tr';
import type { casinoTr } from './casino.tr';

export const casinoEn: DeepStrings<typeof casinoTr> = {
  title: '',
};
