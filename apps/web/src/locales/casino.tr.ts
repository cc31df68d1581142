// Turkish texts of the casino area (owned by that feature); its shape is the shape of casino.en.ts.
export const casinoTr = {
  title: '',
};
