/**
 * The app's two typefaces and, for each, the local fonts that stand in for it until it has
 * loaded, resized to its measurements so that its arrival moves nothing on the page
 * (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md). vite.config.ts writes
 * their `@font-face` rules (app/font-fallbacks.css) from app/font-fallback-faces.ts; the
 * theme (app/theme.ts) puts them in its font stacks, right after the web font.
 */

/** The stand-ins' families, in the order a browser tries them. */
export const SANS_FALLBACK_FAMILIES = ['Source Sans 3 Fallback', 'Source Sans 3 Fallback Roboto'] as const;
export const SERIF_FALLBACK_FAMILIES = ['EB Garamond Fallback', 'EB Garamond Fallback Noto'] as const;

const stack = (webFont: string, fallbacks: readonly string[], generic: readonly string[]) =>
  [webFont, ...fallbacks]
    .map((family) => `"${family}"`)
    .concat(generic)
    .join(', ');

/** docs/product.md#look-and-feel: the text's typeface, and the headings'. */
export const SANS_STACK = stack('Source Sans 3', SANS_FALLBACK_FAMILIES, [
  '"Segoe UI"',
  'system-ui',
  'sans-serif',
]);
export const SERIF_STACK = stack('EB Garamond', SERIF_FALLBACK_FAMILIES, ['Georgia', 'serif']);
