// Turkish texts of the content area (owned by that feature); its shape is the shape of content.en.ts.
export const contentTr = {
  title: '',
};
