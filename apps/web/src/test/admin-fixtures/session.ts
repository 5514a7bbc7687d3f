import type { Session } from '@coulisses/shared/session/session.schema';

/** A session as the server sends it, open and not started, for the admin area's tests. */
export const session = (id: string, name: string, changes: Partial<Session> = {}): Session => ({
  id,
  name,
  scenarioId: 'le-dernier-acte',
  scenarioVersion: 1,
  durationMinutes: 60,
  status: 'open',
  debriefRelease: 'sessionEnd',
  createdAt: '2025-01-01T10:00:00Z',
  playerCount: 0,
  startedAt: null,
  finishedAt: null,
  addedMinutes: 0,
  clock: { durationSeconds: 3600, elapsedSeconds: 0, remainingSeconds: 3600, running: false },
  debriefReleasedAt: null,
  pacing: 'room',
  ownerId: null,
  ownerName: null,
  sharedWith: [],
  teamSize: null,
  teamsLocked: false,
  ...changes,
});
