/** Spec §3 "Browser storage" and §9: the keys are spelled exactly so (yes, CURENT). */
export const CURRENT_PLAYER_KEY = 'CURENT_PLAYER';
export const FOLDERS_KEY = 'FOLDERS';
export const BASIC_TOKEN_KEY = 'BASIC_TOKEN';
/**
 * Not in the spec: the player tokens this browser has been issued, by session and mail,
 * so that registering again on the same device resumes the game instead of being refused
 * (docs/decisions/0002-resuming-a-player.md).
 */
export const PLAYER_TOKENS_KEY = 'COULISSES_PLAYER_TOKENS';
/**
 * Not in the spec: the last player registered on this device, so that the game opened in
 * a new tab (whose session storage starts empty) resumes where the player was (issue 3 §4).
 */
export const LAST_PLAYER_KEY = 'COULISSES_LAST_PLAYER';
/** Not in the spec: the player's notepad, per player id, kept on this device. */
export const NOTES_KEY_PREFIX = 'COULISSES_NOTES:';
/**
 * Not in the spec: where the player was on the game screen (the folders unfolded, the
 * document open), in session storage, so a reload lands exactly there (issue 3 §4).
 */
export const GAME_VIEW_KEY = 'COULISSES_GAME_VIEW';
/**
 * Not in the spec: the ids of the game master's messages the player has already seen, per
 * player id, kept on this device, so a message counts as new until it is read (issue 4 §4).
 */
export const MESSAGES_SEEN_KEY_PREFIX = 'COULISSES_MESSAGES_SEEN:';
/**
 * Not in the spec: the interface language last chosen on this device (fr, en, es or gr), in
 * local storage, so that every screen of the device — the registration after leaving a
 * game, the admin sign-in after a reload — opens in it (docs/decisions/0011-back-leave-and-language.md).
 * Declining the offer of the browser's language stores the language kept.
 */
export const LANGUAGE_KEY = 'COULISSES_LANGUAGE';
