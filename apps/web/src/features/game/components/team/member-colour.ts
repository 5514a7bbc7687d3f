/**
 * docs/product.md#team-presence: each member's colour, a dot beside their name wherever the
 * team shows what they are on (and their caret in the notepad). Six, one per place a team
 * may have; bright hues far apart on the wheel, each at least 3:1 against every surface of
 * the dark theme (member-colour.test.ts) — and never alone: the name goes with it.
 */
export const MEMBER_COLOURS = [
  '#5ec8f2', // sky
  '#f28c6b', // coral
  '#8fd37a', // leaf
  '#c7a0f5', // lavender
  '#f5d76e', // straw
  '#f58fc0', // rose
] as const;

/**
 * The colour of the member at `index` in the team's member list, ordered by when they
 * joined; past six (never in a team), the palette goes round again.
 */
export function memberColour(index: number): string {
  const count = MEMBER_COLOURS.length;
  const place = Number.isInteger(index) ? ((index % count) + count) % count : 0;
  return MEMBER_COLOURS[place] ?? MEMBER_COLOURS[0];
}
