// Turkish texts of the slots area (owned by that feature); its shape is the shape of slots.en.ts.
export const slotsTr = {
  title: '',
};
