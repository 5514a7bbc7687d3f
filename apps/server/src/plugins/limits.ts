import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { OpenDatabase } from '../db/database.js';
import type { LimitStore } from '../modules/limits/limit-store.js';
import { MemoryLimitStore } from '../modules/limits/memory-limit-store.js';
import { PostgresLimitStore } from '../modules/limits/postgres-limit-store.js';
import { RedisLimitStore } from '../modules/limits/redis-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate limits, sign-in budgets and remembered sign-ins are kept. */
    limits: LimitStore;
  }
}

/**
 * docs/decisions/0014-sign-in-and-shared-limits.md: Redis when REDIS_URL is set, else
 * PostgreSQL's table when the database is PostgreSQL (several instances share them),
 * else this process's memory (SQLite: one instance).
 */
export async function openLimitStore(
  config: Config,
  database: OpenDatabase,
  onError: (error: unknown) => void,
): Promise<LimitStore> {
  if (config.REDIS_URL) return RedisLimitStore.open(config.REDIS_URL, config.REDIS_KEY_PREFIX, onError);
  if (database.engine === 'postgres') return new PostgresLimitStore(database.db, onError);
  return new MemoryLimitStore();
}

export const limits = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: OpenDatabase }) => {
    const store = await openLimitStore(config, database, (error) =>
      app.log.error({ err: error }, 'The shared limits store failed'),
    );
    app.decorate('limits', store);
    app.addHook('onClose', () => store.close());
  },
);
