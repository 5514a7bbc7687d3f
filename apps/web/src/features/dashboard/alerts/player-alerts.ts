import {
  STUCK_AFTER_MINUTES,
  UNOPENED_AFTER_MINUTES,
  type PlayerProgress,
} from '@coulisses/shared/session/dashboard.schema';

/** What a game master is alerted to (docs/product.md#alerts), in the order a row shows them. */
export const ALERT_KINDS = ['stuck', 'throttled', 'finished'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

type Watched = Pick<PlayerProgress, 'status' | 'idleSince' | 'throttledUntil'>;

/**
 * docs/product.md#alerts: a room's player who has not opened their game while its clock
 * runs — waiting, yet watched (the server gives them an idleSince only then).
 */
export const isUnopened = (player: Pick<Watched, 'status' | 'idleSince'>): boolean =>
  player.status === 'waiting' && player.idleSince !== null;

/** Whether a player may come to be stuck now: playing, or not opened while the room's clock runs. */
const isWatched = (player: Pick<Watched, 'status' | 'idleSince'>): boolean =>
  (player.status === 'playing' && player.idleSince !== null) || isUnopened(player);

/**
 * docs/product.md#dashboard: playing, and nothing opened for STUCK_AFTER_MINUTES of play —
 * the session's pauses left out, so a pause ending makes nobody stuck; or, in a running room,
 * their game not opened UNOPENED_AFTER_MINUTES after the start (docs/product.md#alerts).
 */
export function isStuck(player: Pick<Watched, 'status' | 'idleSince'>, now: number): boolean {
  if (!isWatched(player) || !player.idleSince) return false;
  const minutes = isUnopened(player) ? UNOPENED_AFTER_MINUTES : STUCK_AFTER_MINUTES;
  return now - Date.parse(player.idleSince) >= minutes * 60_000;
}

/** Held back on a lock by the answer throttle, right now. */
export const isThrottled = (player: Pick<Watched, 'throttledUntil'>, now: number): boolean =>
  player.throttledUntil !== null && Date.parse(player.throttledUntil) > now;

/** The alerts that hold for a player at `now`. */
export function alertsOf(player: Watched, now: number): Set<AlertKind> {
  const kinds = new Set<AlertKind>();
  if (isStuck(player, now)) kinds.add('stuck');
  if (isThrottled(player, now)) kinds.add('throttled');
  // Finished by their accusation: the end of the session, which ends every game, is no news of one player.
  if (player.status === 'finished') kinds.add('finished');
  return kinds;
}

/** Needs the game master now: stuck or throttled (a finished player is told, not waited on). */
export const needsAttention = (player: Watched, now: number): boolean =>
  isStuck(player, now) || isThrottled(player, now);

/** One alert to raise: a player came to be stuck, throttled or finished. */
export interface RaisedAlert {
  playerId: string;
  kind: AlertKind;
}

/** What a look at a player found: the alerts that held, their status, and whether they were watched. */
export interface Looked {
  kinds: ReadonlySet<AlertKind>;
  status: PlayerProgress['status'];
  /** Playing, or not opened while the room's clock ran: they could come to be stuck. */
  watched: boolean;
}

/**
 * The alerts to raise between two looks at the players: those that hold now and did not at
 * the last look. A player first seen raises nothing — opening the dashboard on a session
 * in full swing is no news — and a throttled player throttled again after a wait raises
 * it again. A player stuck only at the moment a pause ends (their row read before the
 * pause's seconds were counted out) raises nothing either. A player who has not opened
 * their game raises "stuck" as a playing one does, once the room's first minutes are gone.
 */
export function newAlerts(
  before: ReadonlyMap<string, Looked>,
  players: readonly (Watched & Pick<PlayerProgress, 'playerId'>)[],
  now: number,
): { raised: RaisedAlert[]; seen: Map<string, Looked> } {
  const raised: RaisedAlert[] = [];
  const seen = new Map<string, Looked>();
  for (const player of players) {
    const kinds = alertsOf(player, now);
    seen.set(player.playerId, { kinds, status: player.status, watched: isWatched(player) });
    const previous = before.get(player.playerId);
    if (!previous) continue;
    for (const kind of ALERT_KINDS) {
      if (!kinds.has(kind) || previous.kinds.has(kind)) continue;
      // Stuck at once as a pause ends (its seconds not yet counted out at the last look) is no news.
      if (kind === 'stuck' && !previous.watched) continue;
      raised.push({ playerId: player.playerId, kind });
    }
  }
  return { raised, seen };
}
