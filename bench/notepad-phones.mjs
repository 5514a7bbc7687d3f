// One load-generator process of bench/notepad.mjs: the phones of its share of the teams,
// each holding its player's event stream open, one member of each team typing in the
// team's notepad as the phone sends (a batch every 300 ms, in bursts or without a pause)
// while the others listen. For
// each batch, when each teammate's stream delivered the `notepad` event carrying it.
// Driven over IPC.
import http from 'node:http';
import { Pool } from 'undici';
import * as Y from 'yjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => process.hrtime.bigint();
const base64 = (bytes) => Buffer.from(bytes).toString('base64');
const WORDS = ['badge ', 'B-099 ', 'monte-charge ', '20:52 ', 'Solène ', 'atelier ', 'cape ', 'loge '];

/** Streams opened, and those refused or cut. */
const streams = { opened: 0, failed: 0, reasons: [], requests: new Set() };
/** `teamId update` → the batch: when it was sent, and its teammates still to hear it. */
const batches = new Map();
/** Each delivery to a teammate, ms from the POST's start. */
const deliveries = [];
/** Each POST, ms until its answer; and the answers that were not 200. */
const posts = [];
const errors = [];
/** Notepad events whose update was not a batch of this process, or came without one. */
let strays = 0;
/** Each team's typist's connection, opened as the phone opens the notepad (`openNotepad`). */
const pools = new Map();

function heard(player, data) {
  const at = now();
  const event = JSON.parse(data);
  if (event.type !== 'notepad' || event.update === undefined) {
    strays += 1;
    return;
  }
  const batch = batches.get(`${event.teamId} ${event.update}`);
  if (!batch || !batch.waiting.delete(player)) {
    strays += 1;
    return;
  }
  deliveries.push(Number(at - batch.sent) / 1e6);
  if (batch.waiting.size === 0) batches.delete(`${event.teamId} ${event.update}`);
}

/** A player's event stream, from their team's address; resolves once the server said `ready`. */
function openStream(base, player, localAddress) {
  return new Promise((resolve) => {
    const request = http.get(`${base}/v1/players/${player.id}/events`, {
      headers: { accept: 'text/event-stream', 'x-player-token': player.token },
      agent: false,
      localAddress,
    });
    streams.requests.add(request);
    let ready = false;
    const done = (reason) => {
      if (ready) return;
      ready = true;
      if (reason === undefined) streams.opened += 1;
      else {
        streams.failed += 1;
        if (streams.reasons.length < 10) streams.reasons.push(reason);
      }
      resolve();
    };
    request.on('error', (error) => done(error.code ?? error.message));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        done(`HTTP ${response.statusCode}`);
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk) => {
        buffered += chunk;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block.startsWith('event: ready')) done();
          else if (block.startsWith('event: notepad')) {
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) heard(player.id, data);
          }
        }
      });
      response.on('error', () => undefined);
    });
  });
}

/**
 * The team's typist: a phone's Yjs document, a few characters typed (now and then one
 * rubbed out) and sent each 300 ms — the next batch leaves once the last is answered, as the
 * phone's do — until `until`. With `share` below 1 the team types in bursts, as a table
 * does: a line of `burst` batches, then reading for as long as makes the team type `share`
 * of the time, each team at its own moment of that cycle.
 */
async function type(base, xsrfHeaders, team, { intervalMs, until, record, share = 1, burst = 12 }) {
  const [typist, ...listeners] = team.players;
  const pool = pools.get(team.id);
  const doc = new Y.Doc();
  const text = doc.getText('notes');
  const headers = { ...xsrfHeaders, 'x-player-token': typist.token, 'content-type': 'application/json' };
  const path = `/v1/players/${typist.id}/teams/${team.id}/notepad`;
  const typingMs = burst * intervalMs;
  const readingMs = share >= 1 ? 0 : typingMs * (1 / share - 1);
  // Each phone starts at its own moment: within the first batch, or of its first cycle.
  let batch = 0;
  if (readingMs === 0) await sleep(Math.random() * intervalMs);
  else {
    const moment = Math.random() * (typingMs + readingMs);
    if (moment < readingMs) await sleep(moment);
    else batch = Math.floor((moment - readingMs) / intervalMs);
  }
  try {
    while (now() < until) {
      if (readingMs > 0 && batch === burst) {
        batch = 0;
        await sleep(readingMs);
        if (now() >= until) break;
      }
      batch += 1;
      const before = Y.encodeStateVector(doc);
      const word = WORDS[Math.floor(Math.random() * WORDS.length)];
      if (text.length > 20 && Math.random() < 0.1) text.delete(text.length - 1, 1);
      else text.insert(text.length, word.slice(0, 1 + Math.floor(Math.random() * 3)));
      const update = base64(Y.encodeStateAsUpdate(doc, before));
      const sent = now();
      if (record)
        batches.set(`${team.id} ${update}`, { sent, waiting: new Set(listeners.map(({ id }) => id)) });
      try {
        const response = await pool.request({
          method: 'POST',
          path,
          headers,
          body: JSON.stringify({ update }),
        });
        const body = await response.body.text();
        if (record) posts.push(Number(now() - sent) / 1e6);
        if (response.statusCode !== 200 && errors.length < 50)
          errors.push(`${response.statusCode} ${body.slice(0, 120)}`);
        else if (response.statusCode !== 200) errors.push(`${response.statusCode}`);
      } catch (error) {
        errors.push(error.code ?? error.message);
      }
      await sleep(Math.max(0, intervalMs - Number(now() - sent) / 1e6));
    }
  } catch (error) {
    errors.push(error.code ?? error.message);
  }
}

/**
 * The typist's phone opens the team's notepad: it reads it first, on the connection its
 * batches will take, as a phone's are already open when its player starts typing.
 */
async function openNotepad(base, xsrfHeaders, team) {
  const [typist] = team.players;
  const pool = new Pool(base, { connections: 1, localAddress: team.address, keepAliveTimeout: 600_000 });
  pools.set(team.id, pool);
  const response = await pool.request({
    method: 'GET',
    path: `/v1/players/${typist.id}/teams/${team.id}/notepad`,
    headers: { ...xsrfHeaders, 'x-player-token': typist.token },
  });
  await response.body.text();
  if (response.statusCode !== 200) throw new Error(`Reading a notepad: HTTP ${response.statusCode}`);
}

/** Every delivery still awaited once the typing is over and the last events had time to come. */
const lost = () => [...batches.values()].reduce((sum, batch) => sum + batch.waiting.size, 0);

process.on('message', async (message) => {
  if (message.type === 'open') {
    const { base, xsrfHeaders, teams, concurrency } = message;
    const all = teams.flatMap((team) => team.players.map((player) => ({ player, address: team.address })));
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const { player, address } = all[next++];
        await openStream(base, player, address);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    let nextTeam = 0;
    const reader = async () => {
      while (nextTeam < teams.length) await openNotepad(base, xsrfHeaders, teams[nextTeam++]);
    };
    await Promise.all(Array.from({ length: concurrency }, reader));
    process.send({
      type: 'opened',
      opened: streams.opened,
      failed: streams.failed,
      reasons: streams.reasons,
    });
  } else if (message.type === 'type') {
    const { base, xsrfHeaders, teams, intervalMs, seconds, settleMs, record, share, burst } = message;
    const until = BigInt(message.startAt) + BigInt(seconds * 1e9);
    await sleep(Math.max(0, Number(BigInt(message.startAt) - now()) / 1e6));
    await Promise.all(
      teams.map((team) => type(base, xsrfHeaders, team, { intervalMs, until, record, share, burst })),
    );
    await sleep(settleMs);
    process.send({
      type: 'typed',
      deliveries: deliveries.splice(0),
      posts: posts.splice(0),
      errors: errors.splice(0),
      lost: lost(),
      strays,
    });
    batches.clear();
    strays = 0;
  } else if (message.type === 'close') {
    for (const request of streams.requests) request.destroy();
    for (const pool of pools.values()) void pool.destroy();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
process.on('disconnect', () => process.exit(0));
