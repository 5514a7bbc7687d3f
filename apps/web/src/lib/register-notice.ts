/**
 * What the registration dialog says as it opens, when the game sent the player back to it
 * (docs/product.md#error-snackbar): a translation key, carried in the navigation's state.
 */
export type RegisterNotice = 'game.playerGone';

export function registerNoticeOf(state: unknown): RegisterNotice | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'game.playerGone' ? notice : undefined;
}
