import { describe, expect, it } from 'vitest';
import { admin, attempt, newPlayer, newSession, SOLUTION, startGame, transition } from './fixtures.js';
import { instancesForSuite } from './helper.js';

/**
 * docs/product.md#live-events: behind a load balancer, a player's request reaches one instance and the
 * game master's stream is held by another. With PostgreSQL, LISTEN/NOTIFY carries every
 * event to every instance.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  const { a, b, apps, databases, urls, listen: stream } = instancesForSuite();

  it("carries a player's joining and progress made on instance A to the admin's stream on instance B", async () => {
    const session = await newSession(a);
    const master = stream(`${urls[1]}/v1/sessions/${session.id}/events`, admin);
    await master.ready();
    expect(apps[1]!.live.listenerCount).toBe(1);
    expect(apps[0]!.live.listenerCount).toBe(0);

    const player = await newPlayer(a, session.id);
    await master.until(master.has((event) => event.type === 'player' && event.playerId === player.id));
    await startGame(a, player);
    expect((await attempt(a, player, 'security-computer', '1887')).body.right).toBe(true);
    await master.until(master.has((event) => event.type === 'player' && event.locksSolved === 1));
    expect(master.events).toContainEqual({
      type: 'player',
      sessionId: session.id,
      playerId: player.id,
      locksSolved: 1,
      score: 100,
    });
  });

  it("carries a message posted on A to the player's stream on B, and only to the player it is for", async () => {
    const session = await newSession(b);
    const player = await newPlayer(b, session.id);
    const other = await newPlayer(a, session.id);
    const mine = stream(`${urls[1]}/v1/players/${player.id}/events`, player.headers);
    const theirs = stream(`${urls[0]}/v1/players/${other.id}/events`, other.headers);
    await Promise.all([mine.ready(), theirs.ready()]);

    const toPlayer = await a.post(
      `/v1/sessions/${session.id}/messages`,
      { kind: 'hint', body: 'Regardez le programme', playerId: player.id },
      admin,
    );
    expect(toPlayer.status).toBe(201);
    const toAll = await a.post(`/v1/sessions/${session.id}/messages`, { body: 'Pour tous' }, admin);
    await mine.until(() => mine.messageIds().length === 2);
    await theirs.until(() => theirs.messageIds().includes(toAll.body.id));
    expect(new Set(mine.messageIds())).toEqual(new Set([toPlayer.body.id, toAll.body.id]));
    expect(theirs.messageIds()).toEqual([toAll.body.id]);
  });

  it("carries what a member says they are on, said on A, to their teammate's stream on B", async () => {
    const session = await newSession(a, { status: 'open', teamSize: 2 } as Parameters<typeof newSession>[1]);
    const [eleni, marc] = [await newPlayer(a, session.id), await newPlayer(a, session.id)];
    const teamId = (await a.post(`/v1/players/${eleni.id}/teams`, { name: 'Régie' }, eleni.headers)).body
      .yourTeamId as string;
    expect((await a.put(`/v1/players/${marc.id}/team`, { teamId }, marc.headers)).status).toBe(200);
    await transition(a, session.id, { action: 'start' });
    await startGame(a, eleni);
    const toMarc = stream(`${urls[1]}/v1/players/${marc.id}/events`, marc.headers);
    await toMarc.ready();

    const presence = { lockId: 'security-computer', documentId: null, typing: false, cursor: null };
    const said = await a.post(`/v1/players/${eleni.id}/teams/${teamId}/presence`, presence, eleni.headers);
    expect(said.status).toBe(204);
    await toMarc.until(toMarc.has((event) => event.type === 'presence'));
    expect(toMarc.events).toContainEqual({
      type: 'presence',
      sessionId: session.id,
      teamId,
      playerId: eleni.id,
      ...presence,
    });
  });

  it('makes a proposal made on A wait for the phone whose stream B holds, and forgets the stream once closed', async () => {
    const session = await newSession(a, { status: 'open', teamSize: 2 } as Parameters<typeof newSession>[1]);
    const eleni = await newPlayer(a, session.id);
    const marc = await newPlayer(a, session.id);
    const teamId = (await a.post(`/v1/players/${eleni.id}/teams`, { name: 'Duo' }, eleni.headers)).body
      .yourTeamId as string;
    expect((await a.put(`/v1/players/${marc.id}/team`, { teamId }, marc.headers)).status).toBe(200);
    expect((await transition(a, session.id, { action: 'start' })).status).toBe(200);
    await startGame(a, eleni);
    for (const [lockId, answer] of SOLUTION) {
      expect((await attempt(a, eleni, lockId, answer)).body.right, lockId).toBe(true);
    }
    const marcPhone = stream(`${urls[1]}/v1/players/${marc.id}/events`, marc.headers);
    await marcPhone.ready();
    const { db } = databases[0]!;
    const marcStreams = () =>
      db.selectFrom('live_streams').select('instance').where('player_id', '=', marc.id).execute();
    await expect.poll(async () => (await marcStreams()).length).toBe(1);

    const proposed = await a.post(
      `/v1/players/${eleni.id}/accusation`,
      { answers: { who: 'solene', how: 'service-lift', why: 'own-atelier' } },
      eleni.headers,
    );
    // Instance A knows Marc's phone is there, though B holds its stream: the minute waits for it.
    expect(Date.parse(proposed.body.proposal.startsAt)).toBeGreaterThan(Date.now());
    const shown = await a.post(
      `/v1/players/${marc.id}/teams/${teamId}/proposals/${proposed.body.proposal.id}/shown`,
      {},
      marc.headers,
    );
    expect(Date.parse(shown.body.proposal.startsAt)).toBeLessThanOrEqual(Date.now());
    await marcPhone.until(marcPhone.has((event) => event.type === 'teamGame' && event.playerId === marc.id));

    marcPhone.source.close();
    await expect.poll(async () => (await marcStreams()).length).toBe(0);
  });

  it("carries a transition made on B to the admin's stream on A, and a deletion to both", async () => {
    const session = await newSession(a);
    const player = await newPlayer(a, session.id);
    const master = stream(`${urls[0]}/v1/sessions/${session.id}/events`, admin);
    const mine = stream(`${urls[1]}/v1/players/${player.id}/events`, player.headers);
    await Promise.all([master.ready(), mine.ready()]);

    expect((await transition(b, session.id, { action: 'pause' })).body.status).toBe('paused');
    const paused = { type: 'session', sessionId: session.id, status: 'paused' };
    await master.until(master.has((event) => event.type === 'session'));
    expect(master.events).toContainEqual(paused);
    await mine.until(mine.has((event) => event.type === 'session'));

    const deleted = await b.request('DELETE', `/v1/sessions/${session.id}`, { headers: admin });
    expect(deleted.status).toBe(204);
    for (const opened of [master, mine]) {
      await opened.until(opened.has((event) => event.type === 'sessionDeleted'));
    }
    // Each instance let its own stream go.
    await master.until(() => apps[0]!.live.listenerCount === 0 && apps[1]!.live.listenerCount === 0);
  });
});
