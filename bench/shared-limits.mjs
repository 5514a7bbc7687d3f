// docs/decisions/0014-sign-in-and-shared-limits.md: what counting every API request in a
// store the instances share costs — this process's memory (SQLite, one instance), a
// PostgreSQL row, or a Redis key. autocannon on GET /v1/health, which does nothing but the
// rate limit: every request from one address (the worst case, one hot row or key).
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node bench/shared-limits.mjs [--seconds 10]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, dropSchema, QUIET_ENV, SOURCE_SERVER, startProcess } from './lib/coulisses-server.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const seconds = Number(values.seconds);
const stores = [
  { name: 'memory (SQLite)', env: {} },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          env: {
            DATABASE_URL: process.env.DATABASE_URL,
            DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}`,
          },
        },
      ]
    : []),
  ...(process.env.DATABASE_URL && process.env.REDIS_URL
    ? [
        {
          name: 'Redis (PostgreSQL database)',
          env: {
            DATABASE_URL: process.env.DATABASE_URL,
            DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}`,
            REDIS_URL: process.env.REDIS_URL,
            REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
          },
        },
      ]
    : []),
];

const rows = [];
for (const store of stores) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-bench-'));
  const server = await startProcess({
    ...SOURCE_SERVER,
    env: {
      ...QUIET_ENV,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password-1',
      // Counted, never refused: the cost of counting is what is measured.
      RATE_LIMIT_MAX: '100000000',
      ...store.env,
    },
  });
  try {
    const run = (duration) =>
      autocannon({ url: `${server.base}/v1/health`, connections: Number(values.connections), duration });
    await run(2); // warm-up
    const before = cpuMs(server.child.pid);
    const result = await run(seconds);
    const cpu = cpuMs(server.child.pid) - before;
    rows.push({
      store: store.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'server CPU µs/req': Math.round((cpu * 1000) / result.requests.total),
      non2xx: result.non2xx,
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (store.env.DATABASE_SCHEMA) await dropSchema(store.env.DATABASE_URL, store.env.DATABASE_SCHEMA);
  }
}
console.table(rows);
