/**
 * docs/product.md#team-presence: a member's colour, by their place in the team (the order
 * they joined in). Six, as a team has at most six members; each reads at 3:1 at least on
 * the app's dark surfaces, and dark text reads on each.
 */
const MEMBER_COLOURS = ['#e0b44c', '#6fc3df', '#f28b82', '#9ad67a', '#c9a0f0', '#f5a35c'] as const;

export function memberColour(index: number): string {
  return MEMBER_COLOURS[((index % MEMBER_COLOURS.length) + MEMBER_COLOURS.length) % MEMBER_COLOURS.length]!;
}
