import type { DeepStrings } from './tr';
import type { fairTr } from './fair.tr';

export const fairEn: DeepStrings<typeof fairTr> = {
  title: '',
};
