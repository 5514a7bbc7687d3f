/**
 * docs/product.md#look-and-feel: a theatre at night — curtain red and near-black, warm gold
 * as the accent. Apart from the theme, so that the build (the web app manifest in
 * vite.config.ts) reads the same colours.
 */
export const palette = {
  night: '#14090b',
  velvet: '#1f1013',
  curtain: '#a31d2c',
  gold: '#e0b24a',
  paper: '#f4ecdf',
  ink: '#1b1212',
};
