import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Engine, type OpenDatabase } from '../src/db/database.js';
import { basic, ENGINES, TestClient } from './helper.js';
import { startWriteLoad } from './write-load.js';

/**
 * docs/decisions/0013-database-faults.md: a write the server acknowledged (2xx) is never
 * lost, even when the process is killed without warning (kill -9: an OOM killer, a host
 * lost) in the middle of a class joining and answering. Slow: it starts the real server
 * as a process again and again.
 */
const CYCLES = 5;
/** Acknowledged registrations each cycle waits for before the kill. */
const WRITES_BEFORE_KILL = 25;
const WORKERS = 8;
const PASSWORD = 'durability password';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server from its sources, as `npm run dev` does; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=coulisses-source', 'src/server.ts'],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // From its sources, checking every installed case first: slow on a busy machine.
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Coulisses is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (${code}):\n${output}`));
    });
  });
  return child;
}

async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Where an engine keeps its data across restarts, and how to read it afterwards. */
interface DataPlace {
  env: Record<string, string>;
  open: () => Promise<OpenDatabase>;
  dispose: () => Promise<void>;
}

async function dataPlace(engine: Engine): Promise<DataPlace> {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-durability-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    open: () => openDatabase({ databaseUrl: url, schema, dataDir: '' }),
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

describe.each(ENGINES)('kill -9 under load on %s', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged write over ${CYCLES} kill -9 cycles`, { timeout: 120_000 }, async () => {
    const place = await dataPlace(engine);
    cleanups.push(place.dispose);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      ...place.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      DEMO_SESSION: 'false',
      ADMIN_USERNAME: 'gm',
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_MAX: '100000',
      REGISTER_RATE_LIMIT_MAX: '100000',
      ATTEMPT_RATE_LIMIT_MAX: '100000',
    };
    let child = await startServer(env);
    cleanups.push(() => kill9(child));
    const client = new TestClient(base);
    const created = await client.post(
      '/v1/sessions',
      { name: 'Kill -9', status: 'running', durationMinutes: 120 },
      { authorization: basic('gm', PASSWORD) },
    );
    expect(created.status).toBe(201);

    const acknowledged = {
      players: new Map<string, string>(),
      solved: [] as { playerId: string; lockId: string }[],
    };
    let requests = 0;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const load = startWriteLoad(() => base, created.body.id as string, WORKERS);
      const before = load.acknowledged.players.length;
      while (load.acknowledged.players.length < before + WRITES_BEFORE_KILL) await load.nextSuccess();
      // Not on a round number of writes: somewhere in the middle of the next ones.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
      await kill9(child);
      await load.stop();
      requests += load.outcomes.filter((outcome) => typeof outcome.status === 'number').length;
      for (const player of load.acknowledged.players) acknowledged.players.set(player.id, player.mail);
      acknowledged.solved.push(...load.acknowledged.solved);
      child = await startServer(env);
    }

    const database: OpenDatabase = await place.open();
    try {
      const players = await database.db.selectFrom('players').select(['id', 'mail']).execute();
      const stored = new Map(players.map((player) => [player.id, player.mail]));
      const lostPlayers = [...acknowledged.players].filter(([id, mail]) => stored.get(id) !== mail);
      const games = await database.db.selectFrom('games').select(['player_id', 'locks']).execute();
      const locks = new Map(
        games.map((game) => [
          game.player_id,
          JSON.parse(game.locks) as Record<string, { solvedAt?: string }>,
        ]),
      );
      const lostSolved = acknowledged.solved.filter(
        ({ playerId, lockId }) => !locks.get(playerId)?.[lockId]?.solvedAt,
      );
      const writes = acknowledged.players.size + acknowledged.solved.length;
      console.info(
        `${engine}: ${CYCLES} kill -9 cycles, ${writes} acknowledged writes ` +
          `(${acknowledged.players.size} registrations, ${acknowledged.solved.length} locks opened), ` +
          `${lostPlayers.length + lostSolved.length} lost (${requests} requests answered)`,
      );
      expect(lostPlayers).toEqual([]);
      expect(lostSolved).toEqual([]);
      expect(acknowledged.players.size).toBeGreaterThanOrEqual(CYCLES * WRITES_BEFORE_KILL);
      expect(acknowledged.solved.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    // The server that started on that data serves it.
    expect((await client.get('/v1/ready')).status).toBe(200);
  });
});
