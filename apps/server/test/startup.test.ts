import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, ConfigError } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ensureFirstAdmin } from '../src/modules/admins/admins.js';
import { AdminAuthenticator } from '../src/modules/admins/sign-in.js';
import { MemoryLimitStore } from '../src/modules/limits/memory-limit-store.js';
import { ensureDemoSession } from '../src/modules/sessions/demo-session.js';
import { ENGINES, openTestDatabase } from './helper.js';

describe('configuration', () => {
  it('has embedded defaults that need nothing installed', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      ADMIN_USERNAME: 'admin',
      PUBLIC_API_BASE: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming each wrong setting', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' })).toThrow(
      ConfigError,
    );
    try {
      readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    }
  });

  it('reads the CORS allow-list as a comma-separated list', () => {
    expect(readConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads the push settings, with a VAPID subject from the public https URL by default', () => {
    expect(readConfig({})).toMatchObject({
      PUSH_SUBJECT: 'mailto:coulisses@localhost',
      PUSH_ALLOW_HTTP: false,
      PUSH_CONCURRENCY: 50,
      PUSH_TIMEOUT_MS: 10_000,
      PUSH_RETRIES: 2,
    });
    expect(readConfig({ PUBLIC_URL: 'https://game.example.org/' }).PUSH_SUBJECT).toBe(
      'https://game.example.org',
    );
    expect(readConfig({ PUBLIC_URL: 'http://192.168.1.20:8080' }).PUSH_SUBJECT).toBe(
      'mailto:coulisses@localhost',
    );
    expect(
      readConfig({ PUBLIC_URL: 'https://game.example.org', PUSH_SUBJECT: 'mailto:gm@example.org' })
        .PUSH_SUBJECT,
    ).toBe('mailto:gm@example.org');
    expect(() => readConfig({ PUSH_SUBJECT: 'gm@example.org', PUSH_CONCURRENCY: '0' })).toThrow(
      /PUSH_SUBJECT: must be a mailto: address or an https:\/\/ URL[\s\S]*PUSH_CONCURRENCY/,
    );
  });
});

describe.each(ENGINES)('first start on %s', (engine) => {
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of disposals.splice(0)) await dispose();
  });

  it('generates the first admin password once, and stores only its hash', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    disposals.push(async () => {
      await database.close();
      await dispose();
    });
    const first = await ensureFirstAdmin(database.db, 'admin', undefined);
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(await ensureFirstAdmin(database.db, 'admin', undefined)).toBeUndefined();
    const row = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(first!.generatedPassword!);
    const authenticator = new AdminAuthenticator(database.db, new MemoryLimitStore(), 'secret');
    const attempt = { username: 'admin', address: '::1', device: undefined };
    expect(
      (await authenticator.authenticate({ ...attempt, password: first!.generatedPassword! })).admin,
    ).toMatchObject({ username: 'admin' });
    await expect(authenticator.authenticate({ ...attempt, password: 'wrong' })).rejects.toMatchObject({
      key: 'BAD_CREDENTIALS',
    });
  });

  it('takes the first admin from the environment when given', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    disposals.push(async () => {
      await database.close();
      await dispose();
    });
    const first = await ensureFirstAdmin(database.db, 'régie', 'a long enough secret');
    expect(first?.generatedPassword).toBeUndefined();
    expect(
      (
        await new AdminAuthenticator(database.db, new MemoryLimitStore(), 'secret').authenticate({
          username: 'régie',
          password: 'a long enough secret',
          address: '::1',
          device: undefined,
        })
      ).admin,
    ).toMatchObject({ username: 'régie' });
  });

  it('creates one running demo session (playable at once) and finds it again at the next start', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    disposals.push(async () => {
      await database.close();
      await dispose();
    });
    const demo = await ensureDemoSession(database.db);
    expect(demo?.status).toBe('running');
    expect((await ensureDemoSession(database.db))?.id).toBe(demo?.id);
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });
});

describe('migrations', () => {
  it('apply once and leave the data alone on the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-migrate-'));
    try {
      const first = await openDatabase({ dataDir });
      await ensureFirstAdmin(first.db, 'admin', 'first-password');
      await first.close();
      const second = await openDatabase({ dataDir });
      expect(await second.db.selectFrom('admins').selectAll().execute()).toHaveLength(1);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
