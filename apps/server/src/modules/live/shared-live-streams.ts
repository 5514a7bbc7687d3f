import { randomUUID } from 'node:crypto';
import type { DataStore } from '../data-store.js';
import {
  deleteInstanceStreams,
  deleteLiveStream,
  insertLiveStream,
  listListeningPlayers,
  renewLiveStreams,
} from './live-store.js';

/** How often an instance says its streams still live. */
const RENEW_EVERY_MS = 15_000;
/** A stream not renewed for this long is taken for gone: its instance stopped without a word. */
const STALE_AFTER_MS = 3 * RENEW_EVERY_MS;

/**
 * Which players have a live stream open on any instance, on PostgreSQL
 * (db/migrations/0022-proposal-shown.ts): each instance writes a row per player's stream it
 * holds and renews them all at once now and then. A write that fails is only logged: the
 * stream stands, and a proposal that misses a phone waits for it no more than its cap
 * (docs/product.md#team-accusation).
 */
export class SharedLiveStreams {
  private readonly instance = randomUUID();
  private readonly renewal: NodeJS.Timeout;

  constructor(
    private readonly db: DataStore,
    private readonly warn: (message: string) => void,
  ) {
    this.renewal = setInterval(() => {
      const now = Date.now();
      this.quietly('renew', renewLiveStreams(db, this.instance, now, now - STALE_AFTER_MS));
    }, RENEW_EVERY_MS);
    this.renewal.unref();
  }

  /** A player's stream opened here: answers the function that says it closed. */
  opened(playerId: string): () => void {
    const id = randomUUID();
    const written = insertLiveStream(this.db, {
      id,
      playerId,
      instance: this.instance,
      seenAt: Date.now(),
    }).then(
      () => true,
      (error: unknown) => {
        this.warn(`A live stream could not be recorded: ${String(error)}`);
        return false;
      },
    );
    return () => {
      void written.then((recorded) => {
        if (recorded) this.quietly('forget', deleteLiveStream(this.db, id));
      });
    };
  }

  listening(playerIds: readonly string[]): Promise<Set<string>> {
    return listListeningPlayers(this.db, playerIds, Date.now() - STALE_AFTER_MS);
  }

  /** This instance's streams are gone with it. */
  async close(): Promise<void> {
    clearInterval(this.renewal);
    await deleteInstanceStreams(this.db, this.instance).catch((error: unknown) =>
      this.warn(`The live streams of this instance could not be forgotten: ${String(error)}`),
    );
  }

  private quietly(what: string, work: Promise<unknown>): void {
    work.catch((error: unknown) => this.warn(`Live streams could not ${what}: ${String(error)}`));
  }
}
