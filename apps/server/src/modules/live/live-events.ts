import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Who listens: a game master's dashboard receives everything; a player's game screen never
 * needs another player's progress, so `player` events are not even offered to it.
 */
export type LiveAudience = 'gameMaster' | 'player';

/**
 * docs/product.md#live-events: the live channel behind one interface. Whoever changes a session or a game
 * publishes; every event stream of that session, on every server instance, receives.
 */
export interface LiveEvents {
  /** Sends the event to every subscriber of its session (on every instance). */
  publish(event: LiveEvent): Promise<void>;
  /** Listens to one session's events; returns the function that stops listening. */
  subscribe(sessionId: string, listener: LiveListener, audience?: LiveAudience): () => void;
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

/** What of a session's events its players' streams may want: never another player's doings. */
const PLAYERS_HEAR = (event: LiveEvent) => event.type !== 'player' && event.type !== 'messagesRead';

/** A session's listeners, by audience. */
interface SessionListeners {
  gameMasters: Set<Subscription>;
  players: Set<Subscription>;
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
    // once (a team's, its few members' too). Deferred, it waited behind every request a busy event loop had polled —
    // seconds at 2,000 players (bench/session.mjs) — while the dashboard's target is
    // 250 ms. It may overtake a broadcast of the same turn.
    if (event.type === 'player' || event.type === 'teamGame') {
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
    for (const subscription of listeners.gameMasters) subscription.listener(event);
    if (!PLAYERS_HEAR(event)) return;
    for (const subscription of listeners.players) subscription.listener(event);
  }

  subscribe(sessionId: string, listener: LiveListener, audience: LiveAudience = 'gameMaster'): () => void {
    let listeners = this.sessions.get(sessionId);
    if (!listeners) {
      listeners = { gameMasters: new Set(), players: new Set() };
      this.sessions.set(sessionId, listeners);
    }
    const group = audience === 'gameMaster' ? listeners.gameMasters : listeners.players;
    const subscription: Subscription = { listener };
    group.add(subscription);
    this.count += 1;
    const generation = this.generation;
    return () => {
      if (!group.delete(subscription) || generation !== this.generation) return;
      this.count -= 1;
      if (listeners.gameMasters.size === 0 && listeners.players.size === 0) {
        this.sessions.delete(sessionId);
      }
    };
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
