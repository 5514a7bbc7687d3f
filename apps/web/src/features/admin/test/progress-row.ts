import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';

/** A player's dashboard row as the server sends it, for the admin area's tests. */
export const row = (playerId: string, score: number, finished = false): PlayerProgress => ({
  playerId,
  mail: `${playerId}@example.com`,
  nickname: null,
  team: null,
  lang: 'fr',
  joinedAt: '2025-01-01T10:00:00Z',
  status: finished ? 'finished' : 'playing',
  startedAt: '2025-01-01T10:00:00Z',
  finishedAt: finished ? '2025-01-01T10:40:00Z' : null,
  foldersOpened: 1,
  folderCount: 5,
  locksSolved: 0,
  lockCount: 6,
  wrongAttempts: 0,
  hintsTaken: 0,
  penaltySeconds: 0,
  remainingSeconds: 3000,
  elapsedSeconds: finished ? 2400 : 600,
  lastProgressAt: null,
  throttledUntil: null,
  idleSince: null,
  score,
  finished,
  solved: null,
});
