// Turkish texts of the crash area (owned by that feature); its shape is the shape of crash.en.ts.
export const crashTr = {
  title: '',
};
