import type { DeepStrings } from './tr';
import type { crashTr } from './crash.tr';

export const crashEn: DeepStrings<typeof crashTr> = {
  title: '',
};
