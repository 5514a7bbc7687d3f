import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendDueWarnings } from '../src/modules/messages/warnings.js';
import { admin, attempt, newPlayer, newSession, startGame, transition, type TestPlayer } from './fixtures.js';
import { ENGINES, basic, serverForSuite, startTestServer, TestClient } from './helper.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('live events (%s)', (engine) => {
  const suite = serverForSuite(engine, { WARNING_CHECK_SECONDS: '0' });
  const { client } = suite;

  const adminStream = (sessionId: string) => suite.listen(`/v1/sessions/${sessionId}/events`, admin);
  const playerStream = (player: TestPlayer) =>
    suite.listen(`/v1/players/${player.id}/events`, player.headers);
  /** A plain request to a stream's URL, for the refusals that come before any stream. */
  async function openRaw(path: string, headers: Record<string, string>) {
    const response = await fetch(`${suite.server.url}${path}`, {
      headers: { accept: 'text/event-stream', ...headers },
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.startsWith('application/json') ? await response.json() : undefined;
    if (!body) await response.body?.cancel();
    return { status: response.status, type, body };
  }

  it('GET /v1/sessions/{id}/events streams a player joining and progressing to the admin', async () => {
    const session = await newSession(client);
    const stream = adminStream(session.id);
    await stream.ready();
    expect(stream.events[0]).toEqual({ type: 'ready' });
    const player = await newPlayer(client, session.id);
    await stream.until(stream.has((event) => event.type === 'player' && event.playerId === player.id));
    await startGame(client, player);
    await attempt(client, player, 'security-computer', '1887');
    await stream.until(stream.has((event) => event.type === 'player' && event.locksSolved === 1));
    expect(stream.events).toContainEqual({
      type: 'player',
      sessionId: session.id,
      playerId: player.id,
      locksSolved: 1,
      score: 100,
    });
  });

  it('GET /v1/sessions/{id}/events refuses before any stream: 401 without or with wrong credentials or with a token, 404 unknown, 406 for JSON', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const path = `/v1/sessions/${session.id}/events`;
    const none = await openRaw(path, {});
    expect(none).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } });
    const wrong = await openRaw(path, { authorization: basic('gm', 'wrong password') });
    expect(wrong).toMatchObject({ status: 401, body: { key: 'BAD_CREDENTIALS' } });
    const token = await openRaw(path, player.headers);
    expect(token).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } });
    const unknown = await openRaw('/v1/sessions/ZZZZZ9/events', admin);
    expect(unknown).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } });
    // @fastify/sse refuses a client that explicitly wants something else (its own body, not ours).
    const json = await openRaw(path, { ...admin, accept: 'application/json' });
    expect(json.status).toBe(406);
    expect(json.type).toMatch(/^application\/json/);
    expect(suite.server.app.live.listenerCount).toBe(0);
  });

  it('GET /v1/players/{id}/events takes only the player: 401 without token, 403 for another one or an admin, 404 once gone', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, session.id);
    const path = `/v1/players/${player.id}/events`;
    expect(await openRaw(path, {})).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } });
    expect(await openRaw(path, other.headers)).toMatchObject({ status: 403, body: { key: 'FORBIDDEN' } });
    expect(await openRaw(path, admin)).toMatchObject({ status: 403, body: { key: 'FORBIDDEN' } });
    const unknown = await openRaw('/v1/players/00000000-0000-4000-8000-000000000000/events', player.headers);
    expect(unknown).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } });
    expect(suite.server.app.live.listenerCount).toBe(0);
  });

  it("sends a player the session's status and the messages for all and for them, never another player's", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const other = await newPlayer(client, session.id);
    const master = adminStream(session.id);
    const mine = playerStream(player);
    const theirs = playerStream(other);
    await Promise.all([master.ready(), mine.ready(), theirs.ready()]);
    expect(suite.server.app.live.listenerCount).toBe(3);

    await transition(client, session.id, { action: 'pause' });
    const paused = { type: 'session', sessionId: session.id, status: 'paused' };
    for (const stream of [master, mine, theirs]) await stream.until(stream.has((e) => e.type === 'session'));
    for (const stream of [master, mine, theirs]) expect(stream.events).toContainEqual(paused);

    const send = async (json: Record<string, string>) =>
      (await client.post(`/v1/sessions/${session.id}/messages`, json, admin)).body.id as string;
    const toOther = await send({ body: 'Pour l’autre', playerId: other.id });
    const toAll = await send({ body: 'Pour tous' });
    const toPlayer = await send({ kind: 'hint', body: 'Pour vous', playerId: player.id });
    // The admin's stream gets everything; the listeners of one instance are called together.
    await master.until(() => master.messageIds().length === 3);
    await mine.until(() => mine.messageIds().length === 2);
    await theirs.until(() => theirs.messageIds().length === 2);
    expect(new Set(master.messageIds())).toEqual(new Set([toOther, toAll, toPlayer]));
    expect(new Set(mine.messageIds())).toEqual(new Set([toAll, toPlayer]));
    expect(new Set(theirs.messageIds())).toEqual(new Set([toOther, toAll]));
    expect(mine.events).toContainEqual({
      type: 'message',
      sessionId: session.id,
      playerId: player.id,
      teamId: null,
      messageId: toPlayer,
    });
    // A player's stream carries nothing about the other players' games.
    await transition(client, session.id, { action: 'resume' });
    await startGame(client, other);
    await attempt(client, other, 'security-computer', '1887');
    await master.until(master.has((e) => e.type === 'player' && e.locksSolved === 1));
    await mine.until(mine.has((e) => e.type === 'session' && e.status === 'running'));
    expect(new Set(mine.events.map((event) => event.type))).toEqual(new Set(['ready', 'session', 'message']));
  });

  it("delivers a scheduled warning to the player's stream", async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    await startGame(client, player);
    const stream = playerStream(player);
    await stream.ready();
    const sent = await sendDueWarnings(
      suite.server.database.db,
      suite.server.app.events,
      new Date(Date.now() + 50 * 60_000 + 1000),
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    await stream.until(() => stream.messageIds().length === 1);
    const [warning] = (await client.get(`/v1/players/${player.id}/messages`, player.headers)).body;
    expect(warning).toMatchObject({ kind: 'warning', minutesLeft: 10, body: null });
    expect(stream.messageIds()).toEqual([warning.id]);
    await transition(client, session.id, { action: 'finish' });
  });

  it('DELETE /v1/sessions/{id} sends sessionDeleted to every stream and closes them; coming back gets 404', async () => {
    const session = await newSession(client);
    const player = await newPlayer(client, session.id);
    const master = adminStream(session.id);
    const mine = playerStream(player);
    await Promise.all([master.ready(), mine.ready()]);

    const deleted = await client.request('DELETE', `/v1/sessions/${session.id}`, { headers: admin });
    expect(deleted.status).toBe(204);
    const gone = { type: 'sessionDeleted', sessionId: session.id };
    for (const stream of [master, mine]) {
      await stream.until(stream.has((event) => event.type === 'sessionDeleted'));
      expect(stream.events.at(-1)).toEqual(gone);
      // The server ended the stream: the client notices at once.
      await stream.until(() => stream.errors > 0);
    }
    await master.until(() => suite.server.app.live.listenerCount === 0);
    const again = await openRaw(`/v1/sessions/${session.id}/events`, admin);
    expect(again).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } });
    const back = await openRaw(`/v1/players/${player.id}/events`, player.headers);
    expect(back).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } });
  });

  it("keeps a stream's head small: its type, no caching, nosniff, and no document headers", async () => {
    const session = await newSession(client);
    const request = http.get(`${suite.server.url}/v1/sessions/${session.id}/events`, { headers: admin });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream',
      // no-store, as every API answer (docs/decisions/0016-hostile-input.md), which implies no-cache.
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
    request.destroy();
  });

  it('stops listening when the client goes away', async () => {
    const session = await newSession(client);
    // node:http rather than fetch: an aborted fetch leaves its pool opening a spare socket.
    const request = http.get(`${suite.server.url}/v1/sessions/${session.id}/events`, { headers: admin });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    await new Promise((resolve) => response.once('data', resolve));
    expect(suite.server.app.live.listenerCount).toBe(1);
    request.destroy();
    const deadline = Date.now() + 5000;
    while (suite.server.app.live.listenerCount > 0 && Date.now() < deadline) await sleep(20);
    expect(suite.server.app.live.listenerCount).toBe(0);
  });
});

describe('closing the server with streams open', () => {
  it('ends the streams, so that a deployment does not wait for the players to leave', async () => {
    const server = await startTestServer('sqlite', { WARNING_CHECK_SECONDS: '0' });
    const client = new TestClient(server.url);
    const session = await newSession(client);
    const request = http.get(`${server.url}/v1/sessions/${session.id}/events`, { headers: admin });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    await new Promise((resolve) => response.once('data', resolve));
    const ended = new Promise<void>((resolve) => response.once('end', resolve));
    response.resume();

    await server.close();
    await ended;
    expect(server.app.live.listenerCount).toBe(0);
  });
});
