/**
 * docs/product.md#offline: the game's answers the service worker keeps so that what a player already
 * opened stays readable offline. Shared by the worker, which fills the cache, and the page,
 * which empties it when the player leaves (clearPlayer).
 */
export const GAME_CACHE_NAME = 'coulisses-game';

/** The message a page sends its waiting worker to take over (the update prompt's Reload). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * The player's reads that never change once written: a document (its images are inside it,
 * as data URIs), the case's introduction, the final leaderboard. The path is matched on
 * any origin, since the API may be served from another host.
 */
export const GAME_DOCUMENT_PATH = /\/v1\/players\/[^/]+\/(documents\/[^/]+|introduction|leaderboard)$/;

/** The player's reads that change as the game goes on: the whole game state, the messages. */
export const GAME_STATE_PATH = /\/v1\/players\/[^/]+\/(game|messages)$/;
