import type { DeepStrings } from './tr';
import type { contentTr } from './content.tr';

export const contentEn: DeepStrings<typeof contentTr> = {
  title: '',
};
