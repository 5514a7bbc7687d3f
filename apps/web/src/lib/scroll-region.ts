/**
 * The props of a box that may scroll (a wide table on a phone, a long document): a
 * keyboard user reaches it with Tab and scrolls it with the arrow keys, and a screen
 * reader announces it by the name of what it holds (docs/decisions/0012-accessibility-baseline.md).
 */
export function scrollRegion(name: { 'aria-label': string } | { 'aria-labelledby': string }) {
  return { tabIndex: 0, role: 'region', ...name } as const;
}
