import type { Language } from '@coulisses/shared/languages';

/**
 * Every key of the admin area's server state, in one place. What belongs to one session
 * (its dashboard, messages and players' paths) shares the `session(id)` prefix, so that a
 * resync of its live stream reads it all again with one invalidation.
 */
export const adminKeys = {
  all: ['admin'] as const,
  sessions: () => [...adminKeys.all, 'sessions'] as const,
  session: (sessionId: string) => [...adminKeys.all, 'session', sessionId] as const,
  dashboard: (sessionId: string) => [...adminKeys.session(sessionId), 'dashboard'] as const,
  messages: (sessionId: string) => [...adminKeys.session(sessionId), 'messages'] as const,
  /** The session's teams and the players in none (docs/product.md#teams). */
  teams: (sessionId: string) => [...adminKeys.session(sessionId), 'teams'] as const,
  messagesIn: (sessionId: string, lang: Language) => [...adminKeys.messages(sessionId), lang] as const,
  allPlayerPaths: (sessionId: string) => [...adminKeys.session(sessionId), 'path'] as const,
  playerPaths: (sessionId: string, playerId: string) =>
    [...adminKeys.allPlayerPaths(sessionId), playerId] as const,
  playerPath: (sessionId: string, playerId: string, lang: Language) =>
    [...adminKeys.playerPaths(sessionId, playerId), lang] as const,
  /** Under the player's paths: whatever redraws their path reads where they stand again too. */
  playerPosition: (sessionId: string, playerId: string, lang: Language) =>
    [...adminKeys.playerPaths(sessionId, playerId), 'position', lang] as const,
  scenarios: () => [...adminKeys.all, 'scenarios'] as const,
  /** The library of the case editor, and one case's draft (docs/product.md#case-editor). */
  cases: () => [...adminKeys.all, 'cases'] as const,
  caseDraft: (caseId: string) => [...adminKeys.all, 'caseDraft', caseId] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};
