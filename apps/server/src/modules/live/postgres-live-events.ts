import pg from 'pg';
import { liveEventSchema, type LiveEvent } from '@coulisses/shared/live/live-event.schema';
import { LocalLiveEvents, type LiveAudience, type LiveEvents, type LiveListener } from './live-events.js';

export interface PostgresLiveOptions {
  connectionString: string;
  /** The database schema in use: each schema has its own channel, so test runs stay apart. */
  schema?: string | undefined;
  /** Runs `pg_notify` (through the application's pool). */
  notify: (channel: string, payload: string) => Promise<void>;
  log: { warn: (message: string) => void; error: (message: string) => void };
}

const RECONNECT_MS = [500, 1_000, 2_000, 5_000];

/**
 * Issue 4 §8, DESIGN.md "Architecture": with PostgreSQL, events travel through the
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
    await live.listen();
    return live;
  }

  get listenerCount(): number {
    return this.local.listenerCount;
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.options.notify(this.channel, JSON.stringify(event));
  }

  subscribe(sessionId: string, listener: LiveListener, audience?: LiveAudience): () => void {
    return this.local.subscribe(sessionId, listener, audience);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      const parsed = liveEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) this.local.deliver(parsed.data);
    });
    client.on('error', (error) => this.options.log.error(`Live events connection failed: ${error.message}`));
    client.on('end', () => this.reconnect());
    await client.connect();
    await client.query(`LISTEN "${this.channel}"`);
    this.client = client;
    this.failures = 0;
  }

  /** A lost listening connection is opened again, with growing waits; events meanwhile are missed. */
  private reconnect(): void {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures += 1;
    this.options.log.warn(`Live events connection lost; listening again in ${wait} ms`);
    setTimeout(() => {
      this.reconnecting = false;
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.options.log.error(`Live events could not listen: ${String(error)}`);
        this.reconnect();
      });
    }, wait).unref();
  }
}
