import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';

export type LiveListener = (event: LiveEvent) => void;

/** Who a player's stream is for: their id, and the team they are in (null: none yet). */
export interface ListeningPlayer {
  id: string;
  teamId: string | null;
}

/** A player's stream as the channel keeps it: stopped when it closes, moved with its player. */
export interface PlayerSubscription {
  stop(): void;
  /** The player is in another team now (or in none): their team's events follow them there. */
  moveTo(teamId: string | null): void;
}

/**
 * docs/product.md#live-events: the live channel behind one interface. Whoever changes a session or a game
 * publishes; every event stream of that session, on every server instance, receives.
 */
export interface LiveEvents {
  /** Sends the event to every subscriber of its session (on every instance). */
  publish(event: LiveEvent): Promise<void>;
  /** A game master's dashboard: listens to one session's events (but its teams' notepads); returns the function that stops listening. */
  subscribe(sessionId: string, listener: LiveListener): () => void;
  /**
   * A player's game screen: listens to what of the session may concern them — never another
   * player's progress; their team's events only, and those addressed to them.
   */
  subscribePlayer(sessionId: string, player: ListeningPlayer, listener: LiveListener): PlayerSubscription;
  /**
   * Which of these players of the session have a stream open, on any instance: a team's
   * proposal waits for their phones to show it (docs/product.md#team-accusation).
   */
  listening(sessionId: string, playerIds: readonly string[]): Promise<Set<string>>;
  /** How many listeners this instance holds: the live connections it serves. */
  readonly listenerCount: number;
  /**
   * Hears that events may have been missed (docs/decisions/0013-database-faults.md: the
   * PostgreSQL listener was lost and listens again), so that every stream has its client
   * read afresh. Returns the function that stops hearing it.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One subscription: an object of its own, so that the same function may subscribe twice. */
interface Subscription {
  listener: LiveListener;
}

/** A player's subscription, filed under their id and their team. */
interface PlayerListener extends Subscription {
  playerId: string;
  teamId: string | null;
}

/** What of a session's events its players' streams may want: never another player's doings. */
const PLAYERS_HEAR = (event: LiveEvent) => event.type !== 'player' && event.type !== 'messagesRead';
/**
 * What the game masters' streams (dashboards, show screens) hear: all but a team's notepad
 * and what its members say they are on, which are the team's alone
 * (docs/product.md#team-notepad, docs/product.md#team-presence).
 */
const GAME_MASTERS_HEAR = (event: LiveEvent) => event.type !== 'notepad' && event.type !== 'presence';

/** A session's listeners: the game masters', and the players' — all of them, by team and by player. */
interface SessionListeners {
  gameMasters: Set<Subscription>;
  players: Set<PlayerListener>;
  byTeam: Map<string, Set<PlayerListener>>;
  byPlayer: Map<string, Set<PlayerListener>>;
}

const NONE: ReadonlySet<PlayerListener> = new Set();

function file<K>(index: Map<K, Set<PlayerListener>>, key: K, listener: PlayerListener): void {
  const group = index.get(key);
  if (group) group.add(listener);
  else index.set(key, new Set([listener]));
}

function unfile<K>(index: Map<K, Set<PlayerListener>>, key: K, listener: PlayerListener): void {
  const group = index.get(key);
  if (group?.delete(listener) && group.size === 0) index.delete(key);
}

/**
 * The players' streams an event is offered to (docs/product.md#teams): a team's game, notepad,
 * presence, board and comings and goings to its members; a message to its team or its player, or to all; a
 * player's departure to that player. Each stream still checks what it is offered.
 */
function playersOffered(listeners: SessionListeners, event: LiveEvent): Iterable<PlayerListener> {
  const ofTeam = (teamId: string | null) => (teamId === null ? NONE : (listeners.byTeam.get(teamId) ?? NONE));
  const ofPlayer = (playerId: string | null) =>
    playerId === null ? NONE : (listeners.byPlayer.get(playerId) ?? NONE);
  switch (event.type) {
    case 'teamGame':
    case 'notepad':
    case 'presence':
    case 'teamBoard':
      return [...ofTeam(event.teamId)];
    case 'team':
      if (event.teamId === null && event.playerId === null) return [...listeners.players];
      return new Set([...ofTeam(event.teamId), ...ofTeam(event.previousTeamId), ...ofPlayer(event.playerId)]);
    case 'message':
      if (event.teamId === null && event.playerId === null) return [...listeners.players];
      return new Set([...ofTeam(event.teamId), ...ofPlayer(event.playerId)]);
    case 'playerGone':
      return [...ofPlayer(event.playerId)];
    default:
      return [...listeners.players];
  }
}

/**
 * Delivers events to this process's listeners, kept per session and audience. Alone it is
 * the embedded database's channel; the PostgreSQL channel feeds one from its LISTEN.
 *
 * docs/product.md#performance-budgets: a session of 2,000 players makes hundreds of `player` events a second, and
 * each once went through the session's every listener — the 2,000 players' streams, which
 * dropped it — so the channel's cost grew with the square of the players (13 % of the
 * server's time in bench/session.mjs). Sets also make leaving O(1), where an emitter's
 * array was searched and copied.
 */
export class LocalLiveEvents implements LiveEvents {
  private readonly sessions = new Map<string, SessionListeners>();
  private count = 0;
  /** Bumped by close(): streams that end afterwards were already let go. */
  private generation = 0;
  private readonly resyncListeners = new Set<() => void>();

  get listenerCount(): number {
    return this.count;
  }

  /**
   * Delivers once the publisher's turn is over (events keep their order) and resolves
   * then: a request that announces without waiting answers before ten thousand streams
   * are written to.
   */
  publish(event: LiveEvent): Promise<void> {
    // A player's progress reaches only the game masters' streams: a few writes, sent at
    // once (a team's, and its notepad's, its few members' too). Deferred, it waited behind every request a busy event loop had polled —
    // seconds at 2,000 players (bench/session.mjs) — while the dashboard's target is
    // 250 ms. It may overtake a broadcast of the same turn.
    if (event.type === 'player' || event.type === 'teamGame' || event.type === 'notepad') {
      this.deliver(event);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        try {
          this.deliver(event);
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }

  deliver(event: LiveEvent): void {
    const listeners = this.sessions.get(event.sessionId);
    if (!listeners) return;
    // A Set's iteration skips what a listener removes on the way, as an emitter did.
    if (GAME_MASTERS_HEAR(event))
      for (const subscription of listeners.gameMasters) subscription.listener(event);
    if (!PLAYERS_HEAR(event)) return;
    // A copy: a stream hearing of its player's move files itself elsewhere on the way.
    for (const subscription of playersOffered(listeners, event)) subscription.listener(event);
  }

  private listenersOf(sessionId: string): SessionListeners {
    let listeners = this.sessions.get(sessionId);
    if (!listeners) {
      listeners = { gameMasters: new Set(), players: new Set(), byTeam: new Map(), byPlayer: new Map() };
      this.sessions.set(sessionId, listeners);
    }
    return listeners;
  }

  /** Counts a new listener, and answers the function that forgets it once (not after close()). */
  private counted(sessionId: string, listeners: SessionListeners, forget: () => boolean): () => void {
    this.count += 1;
    const generation = this.generation;
    return () => {
      if (!forget() || generation !== this.generation) return;
      this.count -= 1;
      if (listeners.gameMasters.size === 0 && listeners.players.size === 0) {
        this.sessions.delete(sessionId);
      }
    };
  }

  subscribe(sessionId: string, listener: LiveListener): () => void {
    const listeners = this.listenersOf(sessionId);
    const subscription: Subscription = { listener };
    listeners.gameMasters.add(subscription);
    return this.counted(sessionId, listeners, () => listeners.gameMasters.delete(subscription));
  }

  subscribePlayer(sessionId: string, player: ListeningPlayer, listener: LiveListener): PlayerSubscription {
    const listeners = this.listenersOf(sessionId);
    const subscription: PlayerListener = { listener, playerId: player.id, teamId: player.teamId };
    listeners.players.add(subscription);
    file(listeners.byPlayer, player.id, subscription);
    if (player.teamId !== null) file(listeners.byTeam, player.teamId, subscription);
    const stop = this.counted(sessionId, listeners, () => {
      if (!listeners.players.delete(subscription)) return false;
      unfile(listeners.byPlayer, subscription.playerId, subscription);
      if (subscription.teamId !== null) unfile(listeners.byTeam, subscription.teamId, subscription);
      return true;
    });
    return {
      stop,
      moveTo(teamId) {
        if (teamId === subscription.teamId || !listeners.players.has(subscription)) return;
        if (subscription.teamId !== null) unfile(listeners.byTeam, subscription.teamId, subscription);
        subscription.teamId = teamId;
        if (teamId !== null) file(listeners.byTeam, teamId, subscription);
      },
    };
  }

  listening(sessionId: string, playerIds: readonly string[]): Promise<Set<string>> {
    const byPlayer = this.sessions.get(sessionId)?.byPlayer;
    return Promise.resolve(new Set(playerIds.filter((id) => (byPlayer?.get(id)?.size ?? 0) > 0)));
  }

  onResync(listener: () => void): () => void {
    const own = () => listener();
    this.resyncListeners.add(own);
    return () => this.resyncListeners.delete(own);
  }

  /** Tells every resync listener that events may have been missed. In-process, none ever are. */
  resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  close(): Promise<void> {
    this.generation += 1;
    this.resyncListeners.clear();
    this.sessions.clear();
    this.count = 0;
    return Promise.resolve();
  }
}
