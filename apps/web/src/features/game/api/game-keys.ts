import type { Language } from '@coulisses/shared/languages';

/**
 * The game area's query keys, in one place. Everything hangs under the player, and what the
 * server writes in the player's language carries the language, so that a change of it
 * asks again.
 */
export const gameKeys = {
  player: (playerId: string) => ['game', playerId] as const,
  states: (playerId: string) => [...gameKeys.player(playerId), 'state'] as const,
  state: (playerId: string, lang: Language) => [...gameKeys.states(playerId), lang] as const,
  /** The board as of one moment of the game: it changes when the status does, or the seal breaks. */
  leaderboard: (playerId: string, status: string, released: boolean) =>
    [...gameKeys.player(playerId), 'leaderboard', status, released] as const,
  briefing: (playerId: string, lang: Language) => [...gameKeys.player(playerId), 'briefing', lang] as const,
  /** An author's trial: every lock's answer, in their language (docs/product.md#case-editor). */
  trialAnswers: (playerId: string, lang: Language) =>
    [...gameKeys.player(playerId), 'trial-answers', lang] as const,
  /** A spot lock's picture, in the player's language (docs/product.md#locks). */
  lockImage: (playerId: string, lockId: string, lang: Language) =>
    [...gameKeys.player(playerId), 'lock-image', lockId, lang] as const,
  messages: (playerId: string) => [...gameKeys.player(playerId), 'messages'] as const,
  ownPlayer: (playerId: string) => [...gameKeys.player(playerId), 'own-player'] as const,
  /** The session's teams, and the player's (docs/product.md#teams). */
  teams: (playerId: string) => [...gameKeys.player(playerId), 'teams'] as const,
  /** The team's feed, in the player's language. */
  feeds: (playerId: string) => [...gameKeys.player(playerId), 'feed'] as const,
  /** What is new in the team's notepad (docs/product.md#team-notepad). */
  notepads: (playerId: string) => [...gameKeys.player(playerId), 'notepad'] as const,
  notepad: (playerId: string, teamId: string) => [...gameKeys.notepads(playerId), teamId] as const,
  feed: (playerId: string, teamId: string, lang: Language) =>
    [...gameKeys.feeds(playerId), teamId, lang] as const,
  /** The team's board of clues, named in the player's language (docs/product.md#team-board). */
  boards: (playerId: string) => [...gameKeys.player(playerId), 'board'] as const,
  board: (playerId: string, teamId: string, lang: Language) =>
    [...gameKeys.boards(playerId), teamId, lang] as const,
};
