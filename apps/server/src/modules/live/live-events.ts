import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@coulisses/shared/live/live-event.schema';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Issue 4 §8: the live channel behind one interface. Whoever changes a session or a game
 * publishes; every event stream of that session, on every server instance, receives.
 */
export interface LiveEvents {
  /** Sends the event to every subscriber of its session (on every instance). */
  publish(event: LiveEvent): Promise<void>;
  /** Listens to one session's events; returns the function that stops listening. */
  subscribe(sessionId: string, listener: LiveListener): () => void;
  /** How many listeners this instance holds: the live connections it serves. */
  readonly listenerCount: number;
  close(): Promise<void>;
}

/**
 * Delivers events to this process's listeners, one emitter channel per session. Alone it
 * is the embedded database's channel; the PostgreSQL channel feeds one from its LISTEN.
 */
export class LocalLiveEvents implements LiveEvents {
  private readonly emitter = new EventEmitter();
  private count = 0;
  /** Bumped by close(): streams that end afterwards were already let go. */
  private generation = 0;

  constructor() {
    // Thousands of players watch the same session: that is the point, not a leak.
    this.emitter.setMaxListeners(0);
  }

  get listenerCount(): number {
    return this.count;
  }

  /**
   * Delivers once the publisher's turn is over (events keep their order) and resolves
   * then: a request that announces without waiting answers before ten thousand streams
   * are written to.
   */
  publish(event: LiveEvent): Promise<void> {
    // A player's progress reaches only the game masters' streams (players' streams drop
    // it): a few writes, sent at once. Deferred, it waited behind every request a busy
    // event loop had polled — seconds at 2,000 players (bench/session.mjs) — while the
    // dashboard's target is 250 ms. It may overtake a broadcast of the same turn.
    if (event.type === 'player') {
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
    this.emitter.emit(event.sessionId, event);
  }

  subscribe(sessionId: string, listener: LiveListener): () => void {
    this.emitter.on(sessionId, listener);
    this.count += 1;
    const generation = this.generation;
    let subscribed = true;
    return () => {
      if (!subscribed || generation !== this.generation) return;
      subscribed = false;
      this.count -= 1;
      this.emitter.off(sessionId, listener);
    };
  }

  close(): Promise<void> {
    this.generation += 1;
    this.emitter.removeAllListeners();
    this.count = 0;
    return Promise.resolve();
  }
}
