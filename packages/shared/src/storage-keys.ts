/** docs/product.md#browser-storage: the keys are spelled exactly so (yes, CURENT). */
export const CURRENT_PLAYER_KEY = 'CURENT_PLAYER';
export const FOLDERS_KEY = 'FOLDERS';
export const BASIC_TOKEN_KEY = 'BASIC_TOKEN';
/**
 * Not one of the product's three keys: the player tokens this browser has been issued, by session and mail,
 * so that registering again on the same device resumes the game instead of being refused
 * (docs/decisions/0002-resuming-a-player.md).
 */
export const PLAYER_TOKENS_KEY = 'COULISSES_PLAYER_TOKENS';
/**
 * Not one of the product's three keys: the last player registered on this device, so that the game opened in
 * a new tab (whose session storage starts empty) resumes where the player was (docs/product.md#game-screen).
 */
export const LAST_PLAYER_KEY = 'COULISSES_LAST_PLAYER';
/** Not one of the product's three keys: the player's notepad, per player id, kept on this device. */
export const NOTES_KEY_PREFIX = 'COULISSES_NOTES:';
/**
 * Not one of the product's three keys: where the player was on the game screen (the folders unfolded, the
 * document open), in session storage, so a reload lands exactly there (docs/product.md#game-screen).
 */
export const GAME_VIEW_KEY = 'COULISSES_GAME_VIEW';
/**
 * Not one of the product's three keys: the ids of the game master's messages the player has already seen, per
 * player id, kept on this device, so a message counts as new until it is read (docs/product.md#messages).
 */
export const MESSAGES_SEEN_KEY_PREFIX = 'COULISSES_MESSAGES_SEEN:';
/**
 * Not one of the product's three keys: the interface language last chosen on this device (fr, en, es or gr), in
 * local storage, so that every screen of the device — the registration after leaving a
 * game, the admin sign-in after a reload — opens in it (docs/decisions/0011-back-leave-and-language.md).
 * Declining the offer of the browser's language stores the language kept.
 */
export const LANGUAGE_KEY = 'COULISSES_LANGUAGE';
/**
 * Not one of the product's three keys: the game master's choice of alerts on the dashboard — a sound, desktop
 * notifications — kept on this device, in local storage (docs/product.md#alerts).
 */
export const ALERTS_KEY = 'COULISSES_ALERTS';
/**
 * Not one of the product's three keys: the team a teammate's code named (session code and team id), in session
 * storage, so that the team step after registration offers it first (docs/product.md#teams).
 */
export const TEAM_INVITE_KEY = 'COULISSES_TEAM_INVITE';
