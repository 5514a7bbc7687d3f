/**
 * docs/product.md#api and docs/product.md#xsrf-protection: the versioned base path, and the XSRF cookie and
 * header.
 */
export const API_VERSION = 'v1';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The secret issued to a player at registration, sent back on every player call. */
export const PLAYER_TOKEN_HEADER = 'X-Player-Token';
/** docs/product.md#error-snackbar: the error snackbar stays 4 seconds. */
export const SNACKBAR_DURATION_MS = 4000;
