/**
 * Players joining and opening locks, as a class does, from a few parallel workers: each
 * registers, looks at their game (its clock starts), then gives the right answers of the
 * first locks. Every answer is recorded, and every write the server acknowledged (2xx) is
 * remembered, so that a test can check it survived.
 */

/** What one request met: an HTTP status, or no answer at all. */
export interface Outcome {
  op: 'xsrf' | 'register' | 'game' | 'attempt';
  status: number | 'network' | 'timeout';
  key?: string;
  ms: number;
  /** When it was answered (Date.now()). */
  at: number;
}

export interface Acknowledged {
  players: { id: string; mail: string }[];
  /** Locks the server answered `right: true` for. */
  solved: { playerId: string; lockId: string }[];
}

/** The first locks of "Le dernier acte" and their codes, in the order a player meets them. */
const LOCKS: [lockId: string, answer: string][] = [
  ['security-computer', '1887'],
  ['dressing-room-seal', '20:57'],
];

const REQUEST_TIMEOUT_MS = 15_000;

export interface WriteLoad {
  outcomes: Outcome[];
  acknowledged: Acknowledged;
  /** Resolves once a request started after this call has been acknowledged. */
  nextSuccess: () => Promise<Outcome>;
  /** Stops starting requests and waits for those under way. */
  stop: () => Promise<void>;
}

let runs = 0;

export function startWriteLoad(base: () => string, sessionId: string, workers: number): WriteLoad {
  runs += 1;
  const run = `${process.pid}-${runs}-${Date.now().toString(36)}`;
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { players: [], solved: [] };
  const waiters: { after: number; resolve: (outcome: Outcome) => void }[] = [];
  let stopped = false;
  let count = 0;

  async function call(
    op: Outcome['op'],
    method: string,
    path: string,
    cookie: { value: string },
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ outcome: Outcome; body: any }> {
    const started = Date.now();
    const sent: Record<string, string> = { ...headers };
    if (cookie.value) {
      sent.cookie = `XSRF-TOKEN=${cookie.value}`;
      sent['x-xsrf-token'] = cookie.value;
    }
    if (json !== undefined) sent['content-type'] = 'application/json';
    let outcome: Outcome;
    let body: any;
    try {
      const response = await fetch(`${base()}${path}`, {
        method,
        headers: sent,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const set = response.headers.get('set-cookie')?.match(/XSRF-TOKEN=([^;]+)/);
      if (set?.[1]) cookie.value = set[1];
      const text = await response.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      outcome = { op, status: response.status, ms: Date.now() - started, at: Date.now() };
      if (body && typeof body === 'object' && typeof body.key === 'string') outcome.key = body.key;
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      outcome = { op, status: timedOut ? 'timeout' : 'network', ms: Date.now() - started, at: Date.now() };
      // The server is down (restarting): no point in spinning.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    outcomes.push(outcome);
    if (typeof outcome.status === 'number' && outcome.status < 300) {
      for (const waiter of waiters.filter((each) => started >= each.after)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(outcome);
      }
    }
    return { outcome, body };
  }

  const ok = (outcome: Outcome) => typeof outcome.status === 'number' && outcome.status < 300;

  async function worker(index: number) {
    const cookie = { value: '' };
    while (!stopped) {
      if (!cookie.value) {
        await call('xsrf', 'GET', '/v1/health', cookie);
        if (!cookie.value) continue;
      }
      count += 1;
      const mail = `load-${run}-${index}-${count}@example.com`;
      const joined = await call('register', 'POST', '/v1/players', cookie, { lang: 'en', mail, sessionId });
      if (!ok(joined.outcome)) continue;
      const player = { id: joined.body.id as string, token: joined.body.token as string };
      acknowledged.players.push({ id: player.id, mail });
      const headers = { 'x-player-token': player.token };
      // The clock starts at the first look; a failure here is tried again by the answers' refusals.
      const looked = await call('game', 'GET', `/v1/players/${player.id}/game`, cookie, undefined, headers);
      if (!ok(looked.outcome)) continue;
      for (const [lockId, answer] of LOCKS) {
        if (stopped) break;
        const answered = await call(
          'attempt',
          'POST',
          `/v1/players/${player.id}/locks/${lockId}/attempts`,
          cookie,
          { answer },
          headers,
        );
        if (!ok(answered.outcome) || answered.body?.right !== true) break;
        acknowledged.solved.push({ playerId: player.id, lockId });
      }
    }
  }

  const running = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    outcomes,
    acknowledged,
    nextSuccess: () => new Promise((resolve) => waiters.push({ after: Date.now(), resolve })),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}
