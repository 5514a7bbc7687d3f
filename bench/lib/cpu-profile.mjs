// Reading a V8 CPU profile (bench/lib/profile-on-signal.mjs) as what a request spends its
// microseconds on: the busy time of each sample, by the code it was in (its own frame, not
// its callers'), gathered into the layers a request crosses.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The layers, first match wins: [label, test on the frame's function name and url]. */
const LAYERS = [
  [
    'socket writes and reads (system calls)',
    (name, url) =>
      url === '' && /^(writev|writeBuffer|writeUtf8String|writeLatin1String|onStreamRead)$/.test(name),
  ],
  ['garbage collection', (name) => name === '(garbage collector)'],
  [
    'database (Kysely, SQLite, pg)',
    // better-sqlite3's statements run natively: their frames have no url.
    (name, url) =>
      /node_modules\/(kysely|better-sqlite3|pg|pg-protocol|pg-pool)\//.test(url) ||
      (url === '' && /^(run|all|get|iterate|exec|prepare)$/.test(name)),
  ],
  ['schemas (zod)', (_, url) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(url)],
  ['logging (pino)', (_, url) => /node_modules\/(pino|pino-std-serializers|sonic-boom)\//.test(url)],
  ['Fastify plugins (cookie, CORS, rate limit, SSE)', (_, url) => /node_modules\/@fastify\//.test(url)],
  [
    'Fastify core (routing, hooks, replies)',
    (_, url) =>
      /node_modules\/(fastify|find-my-way|avvio|fast-json-stringify|light-my-request|toad-cache|process-warning)\//.test(
        url,
      ),
  ],
  ['Coulisses code', (_, url) => /\/(apps\/server|packages\/shared)\/dist\//.test(url)],
  ['Node HTTP, streams and events', (_, url) => /^node:/.test(url)],
  ['other (microtasks, V8, other modules)', () => true],
];

/**
 * Microseconds a request in each layer: each sample's time (its delta) to the layer of its
 * leaf frame, idle time left out, divided by the requests answered in the profiled window.
 */
export function layersPerRequest(profile, requests) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const layerOf = new Map();
  const totals = new Map(LAYERS.map(([label]) => [label, 0]));
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const { functionName, url } = nodes.get(id).callFrame;
    if (functionName === '(idle)') return;
    let layer = layerOf.get(id);
    if (!layer) {
      layer = LAYERS.find(([, test]) => test(functionName, url))[0];
      layerOf.set(id, layer);
    }
    totals.set(layer, totals.get(layer) + delta);
    busy += delta;
  });
  const perRequest = (us) => Math.round((us / requests) * 10) / 10;
  return {
    busyUsPerRequest: perRequest(busy),
    layers: [...totals].filter(([, us]) => us > 0).map(([layer, us]) => ({ layer, us: perRequest(us) })),
  };
}

/** Starts or stops the profile of a process run with profile-on-signal.mjs. */
export const toggleProfile = (pid) => process.kill(pid, 'SIGUSR2');

/** Waits for the n-th profile window of the directory and reads it. */
export async function readProfileWindow(directory, n) {
  const file = path.join(directory, `window-${n}.cpuprofile`);
  for (let waited = 0; !fs.existsSync(file); waited += 100) {
    if (waited > 30_000) throw new Error(`No CPU profile at ${file}`);
    await sleep(100);
  }
  return { file, profile: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

/** The node arguments and environment that make a server profile on SIGUSR2 into directory. */
export function profiledProcess(directory) {
  fs.mkdirSync(directory, { recursive: true });
  return {
    nodeArgs: ['--import', path.join(import.meta.dirname, 'profile-on-signal.mjs')],
    env: { PROFILE_DIR: directory },
  };
}
