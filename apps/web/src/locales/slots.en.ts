import type { DeepStrings } from './tr';
import type { slotsTr } from './slots.tr';

export const slotsEn: DeepStrings<typeof slotsTr> = {
  title: '',
};
