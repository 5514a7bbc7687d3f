import { describe, expect, it } from 'vitest';
import { admin, attempt, newPlayer, newSession, startGame, type TestPlayer } from './fixtures.js';
import { ENGINES, serverForSuite, startTestServer, TestClient } from './helper.js';
import type { Stream } from './live-stream.js';

const NOTHING = { lockId: null, documentId: null, typing: false, cursor: null };
const ON_LOCK = { ...NOTHING, lockId: 'security-computer' };

describe.each(ENGINES)('team presence on %s', (engine) => {
  const suite = serverForSuite(engine, { WARNING_CHECK_SECONDS: '0', RATE_LIMIT_MAX: '5000' });
  const { client } = suite;

  const say = (player: TestPlayer, teamId: string, body: unknown) =>
    client.post(`/v1/players/${player.id}/teams/${teamId}/presence`, body, player.headers);
  const playerStream = async (player: TestPlayer) => {
    const stream = suite.listen(`/v1/players/${player.id}/events`, player.headers);
    await stream.ready();
    return stream;
  };
  const adminStream = async (sessionId: string) => {
    const stream = suite.listen(`/v1/sessions/${sessionId}/events`, admin);
    await stream.ready();
    return stream;
  };
  const makeTeam = async (player: TestPlayer, name: string) => {
    const made = await client.post(`/v1/players/${player.id}/teams`, { name }, player.headers);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.yourTeamId as string;
  };
  const join = async (player: TestPlayer, teamId: string) =>
    expect((await client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers)).status).toBe(200);

  /** A session of two teams, running: Les Lumières (eleni, marc) and Les Ombres (ana). */
  async function twoTeams() {
    const session = await newSession(client, { status: 'open', teamSize: 3 } as Parameters<
      typeof newSession
    >[1]);
    const [eleni, marc, ana] = [
      await newPlayer(client, session.id, { lang: 'gr' }),
      await newPlayer(client, session.id, { lang: 'fr' }),
      await newPlayer(client, session.id, { lang: 'es' }),
    ] as [TestPlayer, TestPlayer, TestPlayer];
    const lights = await makeTeam(eleni, 'Les Lumières');
    await join(marc, lights);
    const shadows = await makeTeam(ana, 'Les Ombres');
    expect(
      (await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin)).status,
    ).toBe(200);
    await startGame(client, eleni);
    await startGame(client, ana);
    return { session, eleni, marc, ana, lights, shadows };
  }

  /** A word every stream of the session hears after what came before it: a message to all. */
  async function sentinel(sessionId: string, streamsToWait: Stream[]) {
    const sent = await client.post(`/v1/sessions/${sessionId}/messages`, { body: 'Rideau' }, admin);
    expect(sent.status).toBe(201);
    const messageId = sent.body.id as string;
    for (const stream of streamsToWait) {
      await stream.until(stream.has((event) => event.type === 'message' && event.messageId === messageId));
    }
  }

  it("POST …/presence answers 204 and reaches the teammate's stream alone: not the sender's, not another team's, not the game master's", async () => {
    const { session, eleni, marc, ana, lights } = await twoTeams();
    const [toMarc, toEleni, toAna, toGameMaster] = [
      await playerStream(marc),
      await playerStream(eleni),
      await playerStream(ana),
      await adminStream(session.id),
    ];
    const said = await say(eleni, lights, ON_LOCK);
    expect(said.status, JSON.stringify(said.body)).toBe(204);
    const heard = (stream: Stream) => stream.events.filter((event) => event.type === 'presence');
    await toMarc.until(() => heard(toMarc).length > 0);
    expect(heard(toMarc)).toEqual([
      { type: 'presence', sessionId: session.id, teamId: lights, playerId: eleni.id, ...ON_LOCK },
    ]);

    // A document read and a caret in the notepad travel the same way.
    const reading = {
      lockId: null,
      documentId: 'briefing',
      typing: true,
      cursor: { anchor: 'AQIDBA==', head: 'AQIDBQ==' },
    };
    expect((await say(eleni, lights, reading)).status).toBe(204);
    await toMarc.until(() => heard(toMarc).length > 1);
    expect(heard(toMarc)[1]).toMatchObject({ playerId: eleni.id, ...reading });

    await sentinel(session.id, [toEleni, toAna, toGameMaster]);
    expect(heard(toEleni)).toEqual([]);
    expect(heard(toAna)).toEqual([]);
    expect(heard(toGameMaster)).toEqual([]);
  });

  it('POST …/presence answers 403 NOT_YOUR_TEAM for another team, and for a player in none; nothing is heard', async () => {
    const { session, eleni, marc, ana, lights, shadows } = await twoTeams();
    const toMarc = await playerStream(marc);
    const intruding = await say(ana, lights, ON_LOCK);
    expect(intruding.status).toBe(403);
    expect(intruding.body).toMatchObject({ key: 'NOT_YOUR_TEAM' });
    // The same refusal whether the team exists or not.
    const unknown = await say(ana, 'no-such-team', ON_LOCK);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(intruding.body);
    const loner = await newPlayer(client, session.id);
    expect((await say(loner, shadows, NOTHING)).body.key).toBe('NOT_YOUR_TEAM');
    // Another's token cannot speak for a member either.
    const borrowed = await client.post(
      `/v1/players/${eleni.id}/teams/${lights}/presence`,
      ON_LOCK,
      ana.headers,
    );
    expect(borrowed.status).toBe(403);
    await sentinel(session.id, [toMarc]);
    expect(toMarc.events.filter((event) => event.type === 'presence')).toEqual([]);
  });

  it('POST …/presence answers one 400 VALIDATION for a lock or document not open to the team, whatever the reason', async () => {
    const { eleni, lights } = await twoTeams();
    const refusals = [
      // Of no case, or of another case.
      { ...NOTHING, lockId: 'no-such-lock' },
      // Of the case, behind a folder still locked.
      { ...NOTHING, lockId: 'desk-drawer' },
      { ...NOTHING, documentId: 'badge-log' },
      { ...NOTHING, documentId: 'no-such-document' },
    ];
    const answers = [];
    for (const body of refusals) answers.push(await say(eleni, lights, body));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, JSON.stringify(refusals[index])).toBe(400);
      expect(answer.body.key).toBe('VALIDATION');
    }
    // One message, whatever the reason: a lock unknown reads as a lock not yet reached.
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);

    // Opened, a lock is no longer to be tried; what it opened now is.
    expect((await attempt(client, eleni, 'security-computer', '1887')).body.right).toBe(true);
    const solved = await say(eleni, lights, ON_LOCK);
    expect(solved.status).toBe(400);
    expect(solved.body.message).toBe(answers[0]!.body.message);
    expect((await say(eleni, lights, { ...NOTHING, lockId: 'desk-drawer' })).status).toBe(204);
    expect((await say(eleni, lights, { ...NOTHING, documentId: 'badge-log' })).status).toBe(204);

    // What is no presence at all.
    for (const body of [
      { ...NOTHING, typing: 'yes' },
      { ...NOTHING, cursor: { anchor: 'A'.repeat(201), head: 'AA==' } },
      { ...NOTHING, cursor: { anchor: 'not base64!', head: 'AA==' } },
      { lockId: null },
      { ...NOTHING, extra: true },
    ]) {
      const bad = await say(eleni, lights, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.key).toBe('VALIDATION');
    }
  });

  it('POST …/presence refuses a lock before the game begins, and says nothing is fine at any time', async () => {
    const session = await newSession(client, { status: 'open', teamSize: 2 } as Parameters<
      typeof newSession
    >[1]);
    const eleni = await newPlayer(client, session.id);
    const team = await makeTeam(eleni, 'En coulisses');
    expect((await say(eleni, team, ON_LOCK)).status).toBe(400);
    expect((await say(eleni, team, { ...NOTHING, documentId: 'briefing' })).status).toBe(400);
    expect((await say(eleni, team, NOTHING)).status).toBe(204);
  });

  it('a member moved to another team speaks for the new one, never the old: 403 there, and the old team hears nothing', async () => {
    const { session, eleni, marc, ana, lights, shadows } = await twoTeams();
    const toEleni = await playerStream(eleni);
    const toAna = await playerStream(ana);
    expect((await say(marc, lights, ON_LOCK)).status).toBe(204);
    await toEleni.until(toEleni.has((event) => event.type === 'presence' && event.playerId === marc.id));

    const moved = await client.put(
      `/v1/sessions/${session.id}/players/${marc.id}/team`,
      { teamId: shadows },
      admin,
    );
    expect(moved.status).toBe(200);
    const old = await say(marc, lights, ON_LOCK);
    expect(old.status).toBe(403);
    expect(old.body.key).toBe('NOT_YOUR_TEAM');
    expect((await say(marc, shadows, ON_LOCK)).status).toBe(204);
    await toAna.until(toAna.has((event) => event.type === 'presence' && event.playerId === marc.id));
    await sentinel(session.id, [toEleni]);
    expect(
      toEleni.events.filter((event) => event.type === 'presence' && event.playerId === marc.id),
    ).toHaveLength(1);
  });

  it("does not end a game master's release: the device the player moves to still takes the game over", async () => {
    const { session, marc, lights } = await twoTeams();
    const mail = (await client.get(`/v1/players/${marc.id}`, admin)).body.mail as string;
    const released = await client.post(
      `/v1/sessions/${session.id}/players/${marc.id}/controls`,
      { action: 'release' },
      admin,
    );
    expect(released.status).toBe(200);
    // The old phone, left open on a lock, goes on saying so.
    expect((await say(marc, lights, ON_LOCK)).status).toBe(204);
    const moved = await client.post('/v1/players', { lang: 'fr', mail, sessionId: session.id });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(marc.id);
  });
});

describe.each(ENGINES)('team presence throttle on %s', (engine) => {
  it('POST …/presence answers 429 RATE_LIMITED past its limit per address', async () => {
    const server = await startTestServer(engine, {
      WARNING_CHECK_SECONDS: '0',
      PRESENCE_RATE_LIMIT_MAX: '3',
    });
    try {
      const client = new TestClient(server.url);
      const session = await newSession(client, { status: 'open', teamSize: 2 } as Parameters<
        typeof newSession
      >[1]);
      const player = await newPlayer(client, session.id);
      const made = await client.post(`/v1/players/${player.id}/teams`, { name: 'Pressés' }, player.headers);
      const teamId = made.body.yourTeamId as string;
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        const answer = await client.post(
          `/v1/players/${player.id}/teams/${teamId}/presence`,
          NOTHING,
          player.headers,
        );
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.body.key).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
    } finally {
      await server.close();
    }
  });
});
