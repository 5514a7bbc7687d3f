import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './catalog-store.js';
import { startCheckpointer } from './checkpointer.js';
import { migrateToLatest } from './migrate.js';
import { selectOne } from './readiness-store.js';
import type { Database } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** Set: PostgreSQL. Unset: the embedded SQLite file under dataDir. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: a schema of its own (the tests use one per run). */
  schema?: string | undefined;
  dataDir: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL only: how to open a connection of one's own (the live events' LISTEN). */
  postgres?: { connectionString: string; schema?: string | undefined; applicationName: string };
  close: () => Promise<void>;
  /** Where connection faults are told: stderr until the application hands its logger. */
  log: DatabaseLog;
}

export interface DatabaseLog {
  warn: (error: Error, message: string) => void;
}

const stderrLog: DatabaseLog = {
  warn: (error, message) => process.stderr.write(`${message}: ${error.message}\n`),
};

/** Opens the database the configuration names and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : openSqlite(options.dataDir);
  await migrateToLatest(opened.db, opened.postgres?.schema);
  return opened;
}

function openSqlite(dataDir: string): OpenDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const filePath = path.join(dataDir, 'coulisses.sqlite');
  const file = new SQLite(filePath);
  // Measured (docs/decisions/0001-embedded-sqlite-and-postgres.md): WAL with synchronous=NORMAL is the fast, still crash-safe setting.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  const opened: OpenDatabase = {
    db,
    engine: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
    log: stderrLog,
  };
  const checkpointer = startCheckpointer(filePath, file, (error, message) => opened.log.warn(error, message));
  return opened;
}

/** Far more than the distinct statements the server sends; a bound in case SQL ever varies freely. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query anew, and better-sqlite3 compiles it each
 * time: measured (bench/api.mjs) as the largest cost of a game-state read. The
 * server sends the same few statements all day, so each is compiled once and kept. A
 * statement still being iterated (a streamed read) is busy: that caller gets a fresh one.
 */
export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(query: string) {
      const cached = cache.get(query);
      if (cached && !cached.busy) return cached;
      const statement = file.prepare(query);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(query, statement);
      }
      return statement;
    },
  };
}

/**
 * How the server's connections show in `pg_stat_activity`: per schema, so that an operator
 * (or a test) can tell one deployment's connections from another's. A URL's own
 * `application_name` wins.
 */
export const applicationName = (schema?: string) => (schema ? `coulisses ${schema}` : 'coulisses');

/**
 * docs/decisions/0013-database-faults.md: the pool outlives its connections. A connection the
 * database ends (a restart, a failover, an idle reaper) is logged and dropped; the next
 * query opens a new one. Connecting waits 5 s at most, so that during an outage a request
 * answers 503 at once instead of hanging; TCP keep-alive finds a vanished server.
 */
const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  // A connection whose host vanished without a word (packets dropped) would leave a query
  // waiting minutes for TCP to give up: it fails after this instead, and answers 503.
  query_timeout: 15_000,
} satisfies pg.PoolConfig;

/**
 * PostgreSQL answers int8 (bigint columns, every count) as text, lest a value beyond 2^53
 * lose precision; the server's are epoch milliseconds and counts of rows, far below it.
 * Parsed as numbers, rows come out of both engines alike and as `schema.ts` types them.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`An int8 beyond the safe integers: ${text}`);
  return value;
}

const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, parseInt8);

async function openPostgres(connectionString: string, schema?: string): Promise<OpenDatabase> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const name = applicationName(schema);
  const pool = new pg.Pool({
    connectionString,
    ...POOL_OPTIONS,
    types,
    application_name: name,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  const opened: OpenDatabase = {
    db,
    engine: 'postgres',
    postgres: { connectionString, schema, applicationName: name },
    close: () => db.destroy(),
    log: stderrLog,
  };
  // A lost connection makes its client emit 'error', and the pool too when it was idle:
  // either unheard would end the process. The client's is logged, once per connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) =>
    client.on('error', (error) => opened.log.warn(error, 'Database connection lost')),
  );
  await selectOne(db);
  return opened;
}

/** True when an insert failed on a unique constraint, in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when a write failed on a foreign key (what it names was removed meanwhile), in either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
