import pg from 'pg';
import { liveEventSchema, type LiveEvent } from '@coulisses/shared/live/live-event.schema';
import {
  LocalLiveEvents,
  type ListeningPlayer,
  type LiveEvents,
  type LiveListener,
  type PlayerSubscription,
} from './live-events.js';
import type { SharedLiveStreams } from './shared-live-streams.js';

export interface PostgresLiveOptions {
  connectionString: string;
  /** The database schema in use: each schema has its own channel, so test runs stay apart. */
  schema?: string | undefined;
  /** How the listening connection shows in `pg_stat_activity`. */
  applicationName: string;
  /** Runs `pg_notify` (through the application's pool). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Where every instance writes the players' streams it holds. */
  streams: Pick<SharedLiveStreams, 'opened' | 'listening' | 'close'>;
  log: { warn: (message: string) => void; error: (message: string) => void };
}

const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];
/** A database that does not answer within this is tried again later. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * docs/product.md#live-events: with PostgreSQL, events travel through the
 * database's own LISTEN/NOTIFY, so that every instance behind a load balancer delivers
 * every event. An event is not delivered locally when published: it comes back through
 * LISTEN like everyone else's, so all instances see the same events in the same order.
 */
export class PostgresLiveEvents implements LiveEvents {
  private readonly local = new LocalLiveEvents();
  private readonly channel: string;
  private client: pg.Client | undefined;
  private closed = false;
  private failures = 0;
  private reconnecting = false;

  private constructor(private readonly options: PostgresLiveOptions) {
    this.channel = `coulisses_events${options.schema ? `_${options.schema}` : ''}`;
  }

  /** Resolves once this instance is listening, so that no event published after it is lost. */
  static async start(options: PostgresLiveOptions): Promise<PostgresLiveEvents> {
    const live = new PostgresLiveEvents(options);
    try {
      await live.listen();
    } catch (error) {
      // Not started: no reconnection either, nor streams to keep.
      live.closed = true;
      await options.streams.close();
      throw error;
    }
    return live;
  }

  get listenerCount(): number {
    return this.local.listenerCount;
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.options.notify(this.channel, JSON.stringify(event));
  }

  subscribe(sessionId: string, listener: LiveListener): () => void {
    return this.local.subscribe(sessionId, listener);
  }

  subscribePlayer(sessionId: string, player: ListeningPlayer, listener: LiveListener): PlayerSubscription {
    const subscription = this.local.subscribePlayer(sessionId, player, listener);
    const closed = this.options.streams.opened(player.id);
    return {
      ...subscription,
      stop() {
        subscription.stop();
        closed();
      },
    };
  }

  listening(_sessionId: string, playerIds: readonly string[]): Promise<Set<string>> {
    return this.options.streams.listening(playerIds);
  }

  onResync(listener: () => void): () => void {
    return this.local.onResync(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.options.streams.close();
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Opens the listening connection. Its errors are always heard (an unheard 'error' would
   * end the process); its end, whatever the cause, starts a reconnection.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (message) => this.receive(message.channel, message.payload));
    client.on('error', (error) => this.options.log.error(`Live events connection failed: ${error.message}`));
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
  }

  private receive(channel: string, payload: string | undefined): void {
    if (channel !== this.channel || !payload) return;
    try {
      const parsed = liveEventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) this.local.deliver(parsed.data);
    } catch (error) {
      this.options.log.error(`Live event not delivered: ${String(error)}`);
    }
  }

  /**
   * A lost listening connection is opened again, with growing waits. Events published
   * meanwhile never reach this instance, so once it listens again every stream is told to
   * resynchronise (docs/decisions/0013-database-faults.md).
   */
  private reconnect(): void {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures += 1;
    this.options.log.warn(`Live events connection lost; listening again in ${wait} ms`);
    setTimeout(() => {
      if (this.closed) return;
      this.listen()
        .then(() => {
          this.reconnecting = false;
          if (this.closed) return;
          // Lost again before this turn was over: its end found a reconnection under way.
          if (!this.client) return this.reconnect();
          this.options.log.warn('Live events listening again; streams resynchronise');
          this.local.resync();
        })
        .catch((error: unknown) => {
          this.reconnecting = false;
          this.options.log.error(`Live events could not listen: ${String(error)}`);
          this.reconnect();
        });
    }, wait).unref();
  }
}
