// Turkish texts of the fair area (owned by that feature); its shape is the shape of fair.en.ts.
export const fairTr = {
  title: '',
};
