// docs/decisions/0014-sign-in-and-shared-limits.md: a password spray against one account
// from 300 addresses (X-Forwarded-For through a trusted proxy on loopback), 32 requests
// in flight, for --seconds; counts the passwords actually checked (401) and the refusals
// (429), then signs the game master in from their known device in the middle of it.
//
//   [DATABASE_URL=postgres://…] [REDIS_URL=redis://…] node bench/sign-in-spray.mjs --seconds 70
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropSchema, QUIET_ENV, SOURCE_SERVER, startProcess } from './lib/coulisses-server.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '70' } } });
const seconds = Number(values.seconds);
if (!(seconds >= 70)) throw new Error('--seconds must be at least 70 (the game master signs in at 62 s)');
const PASSWORD = 'bench-password-1';
const schema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisses-spray-'));
const server = await startProcess({
  ...SOURCE_SERVER,
  env: {
    ...QUIET_ENV,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: '127.0.0.1',
    ...(schema ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` }
      : {}),
  },
});
const basic = (password) => `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
const call = (password, address, cookie) =>
  fetch(`${server.base}/v1/admins/me`, {
    headers: { authorization: basic(password), 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });

try {
  // The game master signed in from this browser before the attack.
  const first = await call(PASSWORD, '192.0.2.10');
  const device = first.headers.get('set-cookie')?.split(';')[0];
  const counts = { checked: 0, refused: 0, other: 0 };
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      n += 1;
      const response = await call(`guess-${n}`, `198.51.${(n % 300) >> 8}.${n % 256}`);
      await response.arrayBuffer();
      if (response.status === 401) counts.checked += 1;
      else if (response.status === 429) counts.refused += 1;
      else counts.other += 1;
    }
  };
  const spraying = Promise.all(Array.from({ length: 32 }, worker));
  // Past the minute a verified pair is remembered: real checks, in the spray's last seconds.
  await new Promise((resolve) => setTimeout(resolve, 62_000));
  // Someone else with the right password, from elsewhere, on a cold cache: the account waits.
  const stranger = await call(PASSWORD, '192.0.2.99');
  const started = performance.now();
  const gm = await call(PASSWORD, '192.0.2.10', device);
  const gmMs = Math.round(performance.now() - started);
  await spraying;
  console.table({
    seconds,
    'attempts sent': counts.checked + counts.refused + counts.other,
    'passwords checked (401)': counts.checked,
    'refused (429)': counts.refused,
    other: counts.other,
    'game master from a known device': `${gm.status} in ${gmMs} ms`,
    'right password from an unknown address': stranger.status,
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (schema) await dropSchema(process.env.DATABASE_URL, schema);
}
