import type { Team } from '@coulisses/shared/team/team.schema';
import type { DataStore } from '../data-store.js';

/**
 * How long the room's list of teams with a place is served before it is read again. The
 * team step asks for it every few seconds on every phone not yet in a team, while the teams
 * fill up several times a second: a team made or filled shows on the others' lists within
 * this time, and a player who tries a place taken meanwhile is told so (409 TEAM_FULL).
 */
const OPEN_TEAMS_MAX_AGE_MS = 1_000;

interface Entry {
  teams: Promise<Team[]>;
  readAt: number;
}

/** Per database (a test app has its own), per session: the list being read or last read. */
const rooms = new WeakMap<DataStore, Map<string, Entry>>();

/**
 * docs/product.md#performance-budgets: the teams a player may join, read once for the whole
 * room. Two thousand phones arriving in teams would each read every player and team of the
 * session — O(players) a read, the square of the room in all; here the phones asking within
 * the same second share one read, and those asking while it runs wait for it. Nothing
 * forgets it sooner: in a room filling up, every change would.
 */
export function openTeamsOf(db: DataStore, sessionId: string, read: () => Promise<Team[]>): Promise<Team[]> {
  let sessions = rooms.get(db);
  if (!sessions) {
    sessions = new Map();
    rooms.set(db, sessions);
  }
  const now = Date.now();
  const cached = sessions.get(sessionId);
  if (cached && now - cached.readAt < OPEN_TEAMS_MAX_AGE_MS) return cached.teams;
  for (const [id, entry] of sessions) if (now - entry.readAt >= OPEN_TEAMS_MAX_AGE_MS) sessions.delete(id);
  const entry: Entry = { teams: read(), readAt: now };
  sessions.set(sessionId, entry);
  // A failed read is not served to the next phone: it reads again.
  entry.teams.catch(() => {
    if (sessions.get(sessionId) === entry) sessions.delete(sessionId);
  });
  return entry.teams;
}
