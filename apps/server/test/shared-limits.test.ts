import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { createAdmin, ensureFirstAdmin } from '../src/modules/admins/admins.js';
import { ACCOUNTS_OWNER, ADMIN, basic, openTestDatabase } from './helper.js';

/**
 * docs/decisions/0014-sign-in-and-shared-limits.md: behind a load balancer, a second
 * instance must not double an attacker's budget. Two instances on one PostgreSQL schema
 * share their limits in PostgreSQL, or in Redis when REDIS_URL is set.
 */
const STORES = [
  { name: 'PostgreSQL', redis: undefined },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', redis: process.env.TEST_REDIS_URL }] : []),
];

describe.skipIf(!process.env.TEST_DATABASE_URL).each(STORES)(
  'two instances sharing their limits in $name',
  ({ redis }) => {
    let first: Awaited<ReturnType<typeof openTestDatabase>>;
    let secondDatabase: OpenDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const prefix = `test-${randomBytes(6).toString('hex')}:`;

    beforeAll(async () => {
      first = await openTestDatabase('postgres');
      await ensureFirstAdmin(first.database.db, ADMIN.username, ADMIN.password);
      secondDatabase = await openDatabase({
        databaseUrl: first.env.DATABASE_URL,
        schema: first.env.DATABASE_SCHEMA,
        dataDir: '',
      });
      const config = readConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        WARNING_CHECK_SECONDS: '0',
        RATE_LIMIT_MAX: '10',
        LOGIN_RATE_LIMIT_MAX: '3',
        ...first.env,
        ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: prefix } : {}),
      });
      a = await buildApp(config, first.database);
      b = await buildApp(config, secondDatabase);
    });

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await secondDatabase?.close();
      await first?.database.close();
      await first?.dispose();
      if (redis) {
        const client = new Redis(redis);
        const keys = await client.keys(`${prefix}*`);
        if (keys.length) await client.del(...keys);
        await client.quit();
      }
    });

    const get = (app: FastifyInstance, url: string, remoteAddress: string, authorization?: string) =>
      app.inject({ method: 'GET', url, remoteAddress, headers: authorization ? { authorization } : {} });

    it('counts one address’s requests on both instances against one limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await get(i % 2 ? b : a, '/v1/health', '192.0.2.50')).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      // Another address has its own.
      expect((await get(b, '/v1/health', '192.0.2.51')).statusCode).toBe(200);
    });

    it('counts one address’s logins on both instances against the login route’s own limit', async () => {
      // An account of its own: its one password check does not spend the others' budgets.
      await createAdmin(first.database.db, 'accueil', 'welcome-password', ACCOUNTS_OWNER);
      const { token } = JSON.parse((await get(a, '/v1/xsrf', '192.0.2.70')).body) as { token: string };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/v1/login',
          remoteAddress: '192.0.2.70',
          cookies: { 'XSRF-TOKEN': token },
          headers: { 'x-xsrf-token': token },
          payload: { username: 'accueil', password: 'welcome-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('spends an account’s sign-in budget on both instances: a spray on A makes B wait too', async () => {
      const statuses: number[] = [];
      for (let i = 0; statuses.at(-1) !== 429; i += 1) {
        const app = i % 2 ? b : a;
        statuses.push(
          (await get(app, '/v1/admins/me', `198.51.100.${i}`, basic('gm', `guess-${i}`))).statusCode,
        );
      }
      // Six checks in all, across both instances, then the account waits.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      const onB = await get(b, '/v1/admins/me', '203.0.113.9', basic('gm', 'yet another guess'));
      expect(onB.statusCode).toBe(429);
      expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('forgets a remembered sign-in on every instance when the password changes', async () => {
      await createAdmin(first.database.db, 'régie', 'first-password', ACCOUNTS_OWNER);
      const old = basic('régie', 'first-password');
      expect((await get(b, '/v1/admins/me', '192.0.2.60', old)).statusCode).toBe(200);
      expect((await get(a, '/v1/admins/me', '192.0.2.60', old)).statusCode).toBe(200);

      const { token } = JSON.parse((await get(a, '/v1/xsrf', '192.0.2.60')).body) as { token: string };
      const changed = await a.inject({
        method: 'PUT',
        url: '/v1/admins/me/password',
        remoteAddress: '192.0.2.60',
        cookies: { 'XSRF-TOKEN': token },
        headers: { authorization: old, 'x-xsrf-token': token },
        payload: { currentPassword: 'first-password', newPassword: 'second-password' },
      });
      expect(changed.statusCode).toBe(204);
      // B had the old pair remembered a moment ago.
      expect((await get(b, '/v1/admins/me', '192.0.2.60', old)).statusCode).toBe(401);
      expect(
        (await get(b, '/v1/admins/me', '192.0.2.60', basic('régie', 'second-password'))).statusCode,
      ).toBe(200);
    });
  },
);
