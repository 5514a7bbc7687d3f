// One client process of bench/live-fanout.mjs: holds many event streams and reports, for
// each message, when its first and its last stream received it. Driven over IPC.
import http from 'node:http';

/** @type {Set<http.ClientRequest>} */
const requests = new Set();
/** messageId → { count, first, last } in process.hrtime nanoseconds (one clock for all processes). */
const receipts = new Map();
/** messageId → resolve, for the parent waiting on a message. */
const waiting = new Map();
let connections = 0;
let failed = 0;
const failures = new Map();

const send = (message) => process.send?.(message);

function noteFailure(reason) {
  failed += 1;
  failures.set(reason, (failures.get(reason) ?? 0) + 1);
}

function received(messageId) {
  const now = process.hrtime.bigint();
  let entry = receipts.get(messageId);
  if (!entry) {
    entry = { count: 0, first: now, last: now };
    receipts.set(messageId, entry);
  }
  entry.count += 1;
  entry.last = now;
  if (entry.count === connections) waiting.get(messageId)?.();
}

/** Opens one stream; resolves once the server said `ready` (it is subscribed), or on failure. */
function open({ url, headers }) {
  return new Promise((resolve) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    requests.add(request);
    let ready = false;
    const done = (ok, reason) => {
      if (ready) return;
      ready = true;
      if (ok) connections += 1;
      else noteFailure(reason);
      resolve();
    };
    request.on('error', (error) => {
      if (!ready) done(false, error.code ?? error.message);
      else connections -= 1;
      requests.delete(request);
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        done(false, `HTTP ${response.statusCode}`);
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: message\n')) {
            const id = /"messageId":"([^"]+)"/.exec(block)?.[1];
            if (id) received(id);
          } else if (block.startsWith('event: ready\n')) {
            done(true);
          }
        }
      });
      response.on('end', () => done(false, 'closed before ready'));
    });
  });
}

async function connect({ url, headers, count, concurrency }) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await open({ url, headers });
      if ((connections + failed) % 500 === 0) send({ type: 'progress', connections, failed });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  send({ type: 'connected', connections, failed, failures: Object.fromEntries(failures) });
}

/** Answers once every stream of this process has the message, or when the time is up. */
async function awaitMessage({ messageId, timeoutMs }) {
  const entry = receipts.get(messageId);
  if (!entry || entry.count < connections) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiting.set(messageId, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    waiting.delete(messageId);
  }
  const got = receipts.get(messageId) ?? { count: 0, first: 0n, last: 0n };
  send({
    type: 'received',
    messageId,
    count: got.count,
    first: String(got.first),
    last: String(got.last),
  });
}

process.on('message', (message) => {
  if (message.type === 'connect') void connect(message);
  else if (message.type === 'await') void awaitMessage(message);
  else if (message.type === 'close') {
    for (const request of requests) request.destroy();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
process.on('disconnect', () => process.exit(0));
