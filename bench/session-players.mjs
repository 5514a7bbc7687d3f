// One load-generator process of bench/session.mjs: plays its share of the session's
// players through the API as the web app calls it, at a human pace compressed in time, and
// reports every call's latency when they are done. Driven over IPC.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';

/**
 * The case's way through (content/scenarios/le-dernier-acte/SOLUTION.md): each step is
 * preceded by a think time. `read`: a document of a folder already open; `lock`: the right
 * answer, after a wrong one with probability `wrongFirst` (the wrong one valid for the
 * lock's kind, so that the server scores it rather than refusing it).
 */
const SCRIPT = [
  { read: 'briefing' },
  { lock: 'security-computer', answer: '1887', wrong: '1789', wrongFirst: 0.4 },
  { read: 'statement-irene' },
  { lock: 'dressing-room-seal', answer: '2057', wrong: '2075', wrongFirst: 0.3 },
  { read: 'badge-log' },
  // The trap of the case: the programme's 20:50 instead of the real 20:52.
  { lock: 'desk-drawer', answer: '2052', wrong: '2050', wrongFirst: 0.7 },
  // The game screen's poll (every 30 s while its stream is open).
  { game: true },
  { read: 'spare-badges' },
  { lock: 'lift-route', answer: 'service-lift', wrong: 'stage-door', wrongFirst: 0.5 },
  { lock: 'workshop-door', answer: 'lucas', wrong: 'solene', wrongFirst: 0.3 },
  { lock: 'lab-request', answer: '4121303', wrong: '4121203', wrongFirst: 0.3 },
  { read: 'thread-analysis' },
  { lock: 'cloak-seizure', answer: '3318', wrong: '3381', wrongFirst: 0.3 },
  { accuse: { who: 'solene', how: 'service-lift', why: 'own-atelier' } },
];
const LANGUAGES = ['fr', 'en', 'es', 'gr'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => process.hrtime.bigint();

/** Per call type: latencies in microseconds; the parent builds the histograms. */
const latencies = {};
const errors = [];
/** Each right answer: the key the dashboard's `player` event will carry, and when it was sent and answered. */
const answers = [];
const streams = { opened: 0, failed: 0, unanswered: 0, requests: new Set(), samples: [] };
/** A player's stream refused or cut before it opened: counted, and its first reasons kept. */
function failedStream(reason) {
  streams.failed += 1;
  if (streams.samples.length < 10) streams.samples.push({ type: 'stream', detail: reason });
}
/**
 * In teams: `teamId:locksSolved` → when each teammate's stream first heard of that count (not
 * the actor's own): a wrong answer after it is heard with the same count, and is not its news.
 */
const teamArrivals = new Map();
/** In teams: each right answer, by the team's key. */
const teamAnswers = [];
/** In teams: when each player was in their team: an answer before that is not news they wait for. */
const joinedAt = new Map();
/** In teams: each team's id by its name, once its first member made it (what its code carries). */
const teamIds = new Map();
let finished = 0;

function unexpected(type, detail) {
  if (errors.length < 50) errors.push({ type, detail });
  else errors.push({ type });
}

/**
 * A player's phone: one keep-alive connection that all its calls reuse, plus its event
 * stream — what a phone's browser holds through the production reverse proxy, whose
 * HTTP/2 carries the game screen's four first-paint calls at once on one connection (here
 * pipelined on it: sent at once, answered in order). The think times stay under the
 * keep-alive timeouts, so it lasts until the player leaves. Two sockets a player: the
 * server's 20,000 open files hold about 9,990 players (bench/README.md).
 */
const phone = (base, localAddress) =>
  new Pool(base, {
    connections: 1,
    pipelining: 4,
    ...(localAddress ? { localAddress } : {}),
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });

/**
 * In teams, the address a team's phones send from: one per table, as a team's phones share
 * its Wi-Fi or carrier, and the per-address throttle of wrong answers (docs/decisions/0015)
 * counts a table as a room's classroom would be. Any 127.x.y.z is the loopback on Linux.
 */
const tableAddress = (team) => `127.1.${Math.floor(team / 250)}.${(team % 250) + 1}`;

/**
 * A solo player's address: their own phone's, as each phone on its carrier or its home's
 * Wi-Fi has; from one address, a room of 5,000 would fill the per-address bucket of wrong
 * answers (docs/decisions/0015) as a classroom behind one address would.
 */
const phoneAddress = (player) => `127.2.${Math.floor(player / 250)}.${(player % 250) + 1}`;

export function startPlayers(options) {
  const think = () => sleep(options.thinkMinMs + Math.random() * (options.thinkMaxMs - options.thinkMinMs));

  /** One API call, timed from just before the request to the end of its body. */
  async function call(pool, type, method, path, { headers = {}, json, expect = [200] } = {}) {
    const sent = now();
    try {
      const response = await pool.request({
        method,
        path,
        headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.body.text();
      const done = now();
      (latencies[type] ??= []).push(Number(done - sent) / 1000);
      if (!expect.includes(response.statusCode)) {
        unexpected(type, `${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
        return undefined;
      }
      return { body: text ? JSON.parse(text) : undefined, sent, done, headers: response.headers };
    } catch (error) {
      (latencies[type] ??= []).push(Number(now() - sent) / 1000);
      unexpected(type, `${method} ${path}: ${error.code ?? error.message}`);
      return undefined;
    }
  }

  /**
   * The player's own event stream (the game screen holds one while it is shown); in a team,
   * read for its `teamGame` events, each arrival timed.
   */
  function openStream(player, localAddress) {
    const request = http.get(`${options.base}/v1/players/${player.id}/events`, {
      headers: { accept: 'text/event-stream', 'x-player-token': player.token },
      agent: false,
      ...(localAddress ? { localAddress } : {}),
    });
    streams.requests.add(request);
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      if (response.statusCode === 200) streams.opened += 1;
      else failedStream(`${response.statusCode}`);
      response.on('error', () => undefined);
      if (!options.teamSize) {
        response.resume();
        return;
      }
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const at = now();
        buffered += chunk;
        const messages = buffered.split('\n\n');
        buffered = messages.pop() ?? '';
        for (const message of messages) {
          if (!message.includes('event: teamGame')) continue;
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (!data) continue;
          const event = JSON.parse(data);
          if (event.playerId === player.id) continue;
          const key = `${event.teamId}:${event.locksSolved}:${event.playerId}`;
          if (!teamArrivals.has(key)) teamArrivals.set(key, new Map());
          if (!teamArrivals.get(key).has(player.id)) teamArrivals.get(key).set(player.id, at);
        }
      });
    });
    request.on('error', (error) => {
      // Refused or cut before the server answered; once open, only our own close ends it.
      // A stream its player closed before the server answered it (the game over, the
      // machine slow) was not refused: counted apart.
      if (!answered && request.closedByPlayer) streams.unanswered += 1;
      else if (!answered) failedStream(error.code ?? error.message);
      streams.requests.delete(request);
    });
    return request;
  }

  const addressOf = (index) =>
    options.teamSize
      ? tableAddress(Math.floor((options.offset + index) / options.teamSize))
      : phoneAddress(options.offset + index);

  async function play(index) {
    const pool = phone(options.base, addressOf(index));
    try {
      await playOn(pool, index);
    } finally {
      await pool.close();
    }
  }

  async function playOn(pool, index) {
    // The register page: its first answer sets the XSRF cookie that every change echoes.
    const page = await call(pool, 'xsrf', 'GET', '/v1/xsrf');
    if (!page) return;
    const xsrf = page.body.token;
    const xsrfHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    await think();
    const registered = await call(pool, 'register', 'POST', '/v1/players', {
      headers: xsrfHeaders,
      json: {
        sessionId: options.sessionId,
        mail: `player-${options.offset + index}@bench.example`,
        lang: LANGUAGES[(options.offset + index) % LANGUAGES.length],
      },
      expect: [201],
    });
    if (!registered) return;
    const player = registered.body;
    const base = `/v1/players/${player.id}`;
    const headers = { ...xsrfHeaders, 'x-player-token': player.token };
    const stream = options.playerStreams ? openStream(player, addressOf(index)) : undefined;
    // In teams (docs/product.md#teams): the first of each team makes it, the others join it
    // once it is there; each then plays its share of the locks.
    const member = options.teamSize ? (options.offset + index) % options.teamSize : 0;
    const teamName = options.teamSize
      ? `Team ${Math.floor((options.offset + index) / options.teamSize)}`
      : '';
    let teamId;
    if (options.teamSize) {
      teamId = await joinTeam(pool, base, headers, member, teamName);
      if (!teamId) return;
      joinedAt.set(player.id, now());
    }
    // The game screen's first paint: the player, the game, the messages, the briefing.
    await Promise.all([
      call(pool, 'player', 'GET', base, { headers }),
      call(pool, 'game', 'GET', `${base}/game`, { headers }),
      call(pool, 'messages', 'GET', `${base}/messages`, { headers }),
      call(pool, 'introduction', 'GET', `${base}/introduction`, { headers }),
    ]);
    let solved = 0;
    let lockIndex = -1;
    for (const step of SCRIPT) {
      await think();
      // The session's time is up: a player stops where they are, as in a real game.
      if (now() > deadline) break;
      if (step.lock) lockIndex += 1;
      if (options.teamSize && step.lock && lockIndex % options.teamSize !== member) continue;
      if (options.teamSize && step.lock && !(await teamReached(pool, base, headers, lockIndex))) break;
      // A document is read once the team has opened its folder.
      if (options.teamSize && step.read && !(await teamReached(pool, base, headers, lockIndex + 1))) break;
      if (options.teamSize && step.accuse && member !== 0) {
        await confirmAccusation(pool, base, headers);
        continue;
      }
      if (options.teamSize && step.accuse && !(await teamReached(pool, base, headers, lockIndex + 1))) break;
      if (step.read) {
        await call(pool, 'document', 'GET', `${base}/documents/${step.read}`, { headers });
      } else if (step.game) {
        await call(pool, 'game', 'GET', `${base}/game`, { headers });
      } else if (step.lock) {
        const path = `${base}/locks/${step.lock}/attempts`;
        if (Math.random() < step.wrongFirst) {
          const wrong = await call(pool, 'attempt', 'POST', path, { headers, json: { answer: step.wrong } });
          if (wrong && wrong.body.right !== false) unexpected('attempt', `${step.wrong} taken as right`);
          await think();
          if (now() > deadline) break;
        }
        const right = await call(pool, 'attempt', 'POST', path, { headers, json: { answer: step.answer } });
        if (!right) continue;
        if (right.body.right !== true) {
          unexpected('attempt', `${step.lock}: ${step.answer} taken as wrong`);
          continue;
        }
        solved += 1;
        // The dashboard hears a team's game by the team's count, a player's by their own.
        const key = options.teamSize ? `${teamId}:${right.body.state.solvedLocks}` : `${player.id}:${solved}`;
        // Behind the instances bench's proxy, the instance that served it (bench/lib/balancer.mjs).
        const backend = right.headers['x-backend'];
        answers.push({ key, sent: String(right.sent), done: String(right.done), backend });
        if (options.teamSize)
          teamAnswers.push({ key: `${key}:${player.id}`, sent: right.sent, done: right.done });
      } else if (step.accuse) {
        const result = await call(pool, 'accusation', 'POST', `${base}/accusation`, {
          headers,
          json: { answers: step.accuse },
        });
        if (result) await call(pool, 'leaderboard', 'GET', `${base}/leaderboard`, { headers });
      }
    }
    if (stream) {
      stream.closedByPlayer = true;
      stream.destroy();
      streams.requests.delete(stream);
    }
  }

  /**
   * Makes the team (its first member) or joins it as a teammate's code does: the code
   * carries the team's id (docs/product.md#teams), here handed over in this process, where
   * a team's members all play. Its id, or undefined.
   */
  async function joinTeam(pool, base, headers, member, name) {
    if (member === 0) {
      const made = await call(pool, 'team', 'POST', `${base}/teams`, {
        headers,
        json: { name },
        expect: [201],
      });
      if (made) teamIds.set(name, made.body.yourTeamId);
      return made?.body.yourTeamId;
    }
    for (let waited = 0; waited < 60_000 && !teamIds.has(name); waited += 250) await sleep(250);
    const teamId = teamIds.get(name);
    if (!teamId) {
      unexpected('team', `${name} was never made`);
      return undefined;
    }
    // The team step's list, as the phone shows it on arrival, then the join.
    await call(pool, 'teams', 'GET', `${base}/teams`, { headers });
    const joined = await call(pool, 'team', 'PUT', `${base}/team`, { headers, json: { teamId } });
    return joined?.body.yourTeamId;
  }

  /** Waits until the team has opened `locks` locks (its teammates' share), reading the game as the phone does. */
  async function teamReached(pool, base, headers, locks) {
    while (now() < deadline) {
      const game = await call(pool, 'game', 'GET', `${base}/game`, { headers });
      if (!game) return false;
      if (game.body.solvedLocks >= locks || game.body.status !== 'playing')
        return game.body.status === 'playing';
      await think();
    }
    return false;
  }

  /** A teammate's word on the accusation: waits for the proposal, then confirms it. */
  async function confirmAccusation(pool, base, headers) {
    while (now() < deadline) {
      const game = await call(pool, 'game', 'GET', `${base}/game`, { headers });
      if (!game || game.body.status !== 'playing') return;
      const proposal = game.body.proposal;
      if (proposal && proposal.canVote && !proposal.confirmed) {
        await call(pool, 'vote', 'POST', `${base}/accusation/votes`, {
          headers,
          json: { proposalId: proposal.id, vote: 'confirm' },
          // The others' confirmations may have made it first.
          expect: [200, 409],
        });
        return;
      }
      await think();
    }
  }

  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();
  const cpuBefore = process.cpuUsage();
  const wallBefore = now();
  const startAt = BigInt(options.startAt);
  const deadline = startAt + BigInt(options.durationMs) * 1_000_000n;
  const players = Array.from({ length: options.count }, async (_, index) => {
    // Arrivals spread evenly over the window, each jittered within its slot.
    const slot = options.arrivalMs / options.total;
    const at = (options.offset + index + Math.random()) * slot;
    await sleep(Math.max(0, Number(startAt - now()) / 1e6 + at));
    await play(index);
    finished += 1;
    if (finished % 250 === 0) process.send?.({ type: 'progress', finished });
  });
  return Promise.all(players).then(async () => {
    eld.disable();
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = Number(now() - wallBefore) / 1e6;
    for (const request of streams.requests) {
      request.closedByPlayer = true;
      request.destroy();
    }
    // Each team's right answer, from when its member read the answer to each teammate's phone (µs).
    const teammate = teamAnswers.flatMap(({ key, sent, done }) =>
      [...(teamArrivals.get(key) ?? [])]
        .filter(([member]) => (joinedAt.get(member) ?? Infinity) < sent)
        .map(([, at]) => Number(at - done) / 1000),
    );
    return {
      type: 'done',
      latencies,
      errors,
      answers,
      teammate,
      streams: {
        opened: streams.opened,
        failed: streams.failed,
        unanswered: streams.unanswered,
        samples: streams.samples,
      },
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      eventLoopDelayMs: { p50: eld.percentile(50) / 1e6, p99: eld.percentile(99) / 1e6, max: eld.max / 1e6 },
    };
  });
}

process.on('message', (message) => {
  if (message.type !== 'start') return;
  startPlayers(message.options).then(
    (result) => process.send(result, () => process.exit(0)),
    (error) => {
      process.send({ type: 'failed', error: String(error?.stack ?? error) }, () => process.exit(1));
    },
  );
});
process.on('disconnect', () => process.exit(0));
