import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_SECONDS, PROPOSAL_SHOWING_SECONDS } from '@coulisses/shared/game/game.schema';
import { readConfig } from '../src/config.js';
import {
  attempt,
  newPlayer,
  newSession,
  newTeam,
  SOLUTION,
  startGame,
  transition,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, serverForSuite, storedGame, storeProposal } from './helper.js';
import { startPushService, type PushService } from './push-service.js';

/** The proposal's push texts, from the web app's translation files. */
const pushTexts = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(readConfig({}).I18N_DIR, `${lang}.json`), 'utf8')).game.proposal
    .push as { title: string; body: string; bodyUnnamed: string };

const ANSWERS = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
const SECOND = 1000;

/** docs/product.md#team-accusation: a proposal nobody misses. */
describe.each(ENGINES)('a team proposal on %s', (engine) => {
  let pushService: PushService;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  // Closed after the suite's server: vitest runs the hooks after the tests last to first.
  afterAll(() => pushService.close());

  const suite = serverForSuite(engine, {
    WARNING_CHECK_SECONDS: '0',
    ATTEMPT_RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_MAX: '5000',
    PUSH_ALLOW_HTTP: 'true',
  });
  const { client } = suite;

  /** A running team session with one team of `members` players, its case open to the accusation. */
  async function oneTeam(members: number, langs = ['fr', 'en', 'es', 'gr']) {
    const session = await newSession(client, { status: 'open', teamSize: 6 } as Parameters<
      typeof newSession
    >[1]);
    const players: TestPlayer[] = [];
    for (let index = 0; index < members; index += 1) {
      players.push(await newPlayer(client, session.id, { lang: langs[index % langs.length] }));
    }
    const teamId = await newTeam(client, players);
    expect((await transition(client, session.id, { action: 'start' })).status).toBe(200);
    await startGame(client, players[0]!);
    for (const [lockId, answer] of SOLUTION) {
      expect((await attempt(client, players[0]!, lockId, answer)).body.right, lockId).toBe(true);
    }
    return { session, players, teamId };
  }

  /** The player's phone, its live stream open. */
  async function onStream(player: TestPlayer) {
    const stream = suite.listen(`/v1/players/${player.id}/events`, player.headers);
    await stream.ready();
    // On PostgreSQL the instance writes down the stream as it opens: wait for it.
    const { db } = suite.server.database;
    const recorded = () =>
      db.selectFrom('live_streams').select('id').where('player_id', '=', player.id).executeTakeFirst();
    if (engine === 'postgres') await expect.poll(recorded).toBeDefined();
    return stream;
  }

  const propose = async (player: TestPlayer) => {
    const answer = await client.post(
      `/v1/players/${player.id}/accusation`,
      { answers: ANSWERS },
      player.headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.proposal as { id: string; startsAt: string; expiresAt: string; shown: boolean };
  };
  const shown = (player: TestPlayer, teamId: string, proposalId: string) =>
    client.post(`/v1/players/${player.id}/teams/${teamId}/proposals/${proposalId}/shown`, {}, player.headers);
  const vote = (player: TestPlayer, proposalId: string, word: 'confirm' | 'object') =>
    client.post(`/v1/players/${player.id}/accusation/votes`, { proposalId, vote: word }, player.headers);
  const fromNow = (at: string) => Date.parse(at) - Date.now();
  const minuteOf = (proposal: { startsAt: string; expiresAt: string }) =>
    Date.parse(proposal.expiresAt) - Date.parse(proposal.startsAt);

  /** Rewrites the stored proposal, as time passing would have left it. */
  async function storedProposal(
    teamId: string,
    change: (stored: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const { proposal } = await storedGame(suite.server.database, teamId);
    await storeProposal(suite.server.database, teamId, change(JSON.parse(proposal ?? '{}')));
  }

  it('starts its minute once every teammate’s phone with a live stream has shown it, never before', async () => {
    const { players, teamId } = await oneTeam(4);
    const [eleni, marc, ana, zoe] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    // Marc's and Ana's phones are on the game; Zoé's is not.
    const marcPhone = await onStream(marc);
    await onStream(ana);

    const proposal = await propose(eleni);
    // Being shown: the minute starts within the cap, not before.
    expect(proposal.shown).toBe(true);
    expect(fromNow(proposal.startsAt)).toBeGreaterThan((PROPOSAL_SHOWING_SECONDS - 2) * SECOND);
    expect(fromNow(proposal.startsAt)).toBeLessThanOrEqual(PROPOSAL_SHOWING_SECONDS * SECOND);
    expect(minuteOf(proposal)).toBe(PROPOSAL_SECONDS * SECOND);
    expect((await startGame(client, marc)).proposal).toMatchObject({ id: proposal.id, shown: false });

    const byMarc = await shown(marc, teamId, proposal.id);
    expect(byMarc.status).toBe(200);
    expect(byMarc.body.proposal).toMatchObject({ shown: true, startsAt: proposal.startsAt });
    // Said twice, it changes nothing.
    expect((await shown(marc, teamId, proposal.id)).body.proposal.startsAt).toBe(proposal.startsAt);

    const eventsBefore = marcPhone.events.length;
    const byAna = await shown(ana, teamId, proposal.id);
    expect(byAna.status).toBe(200);
    // The last phone waited for: the whole minute starts now, and every phone hears so.
    expect(fromNow(byAna.body.proposal.startsAt)).toBeLessThanOrEqual(0);
    expect(fromNow(byAna.body.proposal.startsAt)).toBeGreaterThan(-2 * SECOND);
    expect(minuteOf(byAna.body.proposal)).toBe(PROPOSAL_SECONDS * SECOND);
    await marcPhone.until(() =>
      marcPhone.events
        .slice(eventsBefore)
        .some((event) => event.type === 'teamGame' && event.teamId === teamId),
    );
    expect((await startGame(client, eleni)).proposal.startsAt).toBe(byAna.body.proposal.startsAt);

    // Zoé, away, was not waited for; her phone showing it later moves nothing.
    const byZoe = await shown(zoe, teamId, proposal.id);
    expect(byZoe.body.proposal).toMatchObject({ shown: true, startsAt: byAna.body.proposal.startsAt });
  });

  it('starts its minute at once when no teammate’s phone is on the game', async () => {
    const { players } = await oneTeam(2);
    const proposal = await propose(players[0]!);
    expect(fromNow(proposal.startsAt)).toBeLessThanOrEqual(0);
    expect(fromNow(proposal.expiresAt)).toBeGreaterThan((PROPOSAL_SECONDS - 2) * SECOND);
  });

  it('starts its minute after the cap whatever phone has not shown it, and a late phone does not start it again', async () => {
    const { players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    await onStream(second);
    const proposal = await propose(first);
    expect(fromNow(proposal.startsAt)).toBeGreaterThan(0);
    // The cap passed 5 s ago with the second phone silent: 55 s of the minute are left.
    const startsAt = new Date(Date.now() - 5 * SECOND);
    const expiresAt = new Date(startsAt.getTime() + PROPOSAL_SECONDS * SECOND);
    await storedProposal(teamId, (stored) => ({
      ...stored,
      startsAt: startsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }));
    const late = await shown(second, teamId, proposal.id);
    expect(late.status).toBe(200);
    expect(late.body.proposal.expiresAt).toBe(expiresAt.toISOString());
    expect(late.body.proposal.startsAt).toBe(startsAt.toISOString());
  });

  it('holds the showing while the session is paused: a phone says it again after the resume', async () => {
    const { session, players, teamId } = await oneTeam(2);
    const [first, second] = players as [TestPlayer, TestPlayer];
    await onStream(second);
    const proposal = await propose(first);
    expect((await transition(client, session.id, { action: 'pause' })).status).toBe(200);
    const paused = await shown(second, teamId, proposal.id);
    expect(paused.status).toBe(409);
    expect(paused.body.key).toBe('SESSION_PAUSED');
    // A paused game shows no proposal: the phones show it again after the resume.
    expect((await startGame(client, second)).proposal).toBeUndefined();
    expect((await transition(client, session.id, { action: 'resume' })).status).toBe(200);
    const resumed = await shown(second, teamId, proposal.id);
    expect(resumed.status).toBe(200);
    expect(fromNow(resumed.body.proposal.startsAt)).toBeLessThanOrEqual(0);
    expect(fromNow(resumed.body.proposal.expiresAt)).toBeGreaterThan((PROPOSAL_SECONDS - 2) * SECOND);
  });

  it('answers 403 NOT_YOUR_TEAM for another team, and 409 PROPOSAL_GONE for a proposal no longer waiting', async () => {
    const { session, players, teamId } = await oneTeam(3);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    const stranger = await newPlayer(client, session.id);
    const theirs = await client.post(
      `/v1/players/${stranger.id}/teams`,
      { name: 'Les Ombres' },
      stranger.headers,
    );
    expect(theirs.status).toBe(201);
    const proposal = await propose(eleni);

    // Another team's proposal, through its team or through the stranger's own: nothing learned.
    const elsewhere = await shown(stranger, teamId, proposal.id);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.key).toBe('NOT_YOUR_TEAM');
    const ownTeam = await shown(stranger, theirs.body.yourTeamId, proposal.id);
    expect(ownTeam.status).toBe(409);
    expect(ownTeam.body.key).toBe('PROPOSAL_GONE');
    // A member speaks only for their own phone.
    expect(
      (
        await client.post(
          `/v1/players/${marc.id}/teams/${teamId}/proposals/${proposal.id}/shown`,
          {},
          eleni.headers,
        )
      ).status,
    ).toBe(403);
    expect((await shown(marc, teamId, 'no-such-proposal')).body.key).toBe('PROPOSAL_GONE');

    expect((await shown(marc, teamId, proposal.id)).status).toBe(200);
    expect((await shown(ana, teamId, proposal.id)).status).toBe(200);
    expect((await vote(marc, proposal.id, 'object')).status).toBe(200);
    // Dropped: every member saw it, so nobody has anything left to be shown.
    for (const player of [eleni, marc, ana]) {
      const gone = await shown(player, teamId, proposal.id);
      expect(gone.status).toBe(409);
      expect(gone.body.key).toBe('PROPOSAL_GONE');
    }
  });

  it('tells a member away when it was proposed that it was dropped, and by whom, until their phone has said it', async () => {
    const { players, teamId } = await oneTeam(3);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    const proposal = await propose(eleni);
    expect((await shown(marc, teamId, proposal.id)).status).toBe(200);
    expect((await vote(marc, proposal.id, 'object')).status).toBe(200);

    // Ana's phone never showed it: she reads what became of it, in her language.
    const state = await startGame(client, ana);
    expect(state.proposal).toBeUndefined();
    expect(state.proposalOutcome).toMatchObject({
      id: proposal.id,
      outcome: 'dropped',
      byPlayerId: eleni.id,
      confirmedBy: [],
      droppedBy: { playerId: marc.id, nickname: null },
    });
    expect(state.proposalOutcome.answers).toHaveLength(3);
    for (const player of [eleni, marc])
      expect((await startGame(client, player)).proposalOutcome).toBeUndefined();

    const told = await shown(ana, teamId, proposal.id);
    expect(told.status).toBe(200);
    expect(told.body.proposalOutcome).toBeUndefined();
    expect((await startGame(client, ana)).proposalOutcome).toBeUndefined();
    expect((await shown(ana, teamId, proposal.id)).body.key).toBe('PROPOSAL_GONE');
  });

  it('tells a member away when it was proposed that the team made it, and who confirmed it', async () => {
    const { players, teamId } = await oneTeam(3);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    expect(
      (await client.put(`/v1/players/${marc.id}/nickname`, { nickname: 'Marc' }, marc.headers)).status,
    ).toBe(200);
    const proposal = await propose(eleni);
    expect((await vote(marc, proposal.id, 'confirm')).body.status).toBe('playing');
    // Its minute passes with Ana silent: the team's accusation is made.
    await storedProposal(teamId, (stored) => ({
      ...stored,
      expiresAt: new Date(Date.now() - SECOND).toISOString(),
    }));
    expect((await startGame(client, eleni)).status).toBe('finished');

    const state = await startGame(client, ana);
    expect(state.status).toBe('finished');
    expect(state.proposalOutcome).toMatchObject({
      id: proposal.id,
      outcome: 'made',
      byPlayerId: eleni.id,
      confirmedBy: [{ playerId: marc.id, nickname: 'Marc' }],
      droppedBy: null,
    });
    expect((await startGame(client, marc)).proposalOutcome).toBeUndefined();
    expect((await shown(ana, teamId, proposal.id)).status).toBe(200);
    expect((await startGame(client, ana)).proposalOutcome).toBeUndefined();
    const game = await storedGame(suite.server.database, teamId);
    expect(game.proposal_outcome).toBeNull();
  });

  it('pushes the proposal to the other members’ devices in their language, never to its proposer', async () => {
    const { players } = await oneTeam(3, ['fr', 'gr', 'es']);
    const [eleni, marc, ana] = players as [TestPlayer, TestPlayer, TestPlayer];
    const endpoints = new Map<TestPlayer, string>();
    for (const player of players) {
      const subscription = pushService.subscribe();
      expect(
        (await client.put(`/v1/players/${player.id}/push-subscription`, subscription, player.headers)).status,
      ).toBe(204);
      endpoints.set(player, subscription.endpoint);
    }
    expect(
      (await client.put(`/v1/players/${eleni.id}/nickname`, { nickname: 'Eleni' }, eleni.headers)).status,
    ).toBe(200);
    const proposal = await propose(eleni);
    await pushService.until(
      () =>
        pushService.receivedBy(endpoints.get(marc)!).length +
          pushService.receivedBy(endpoints.get(ana)!).length ===
        2,
    );
    const [toMarc] = pushService.receivedBy(endpoints.get(marc)!);
    expect(toMarc!.payload).toEqual({
      kind: 'proposal',
      messageId: proposal.id,
      title: pushTexts('gr').title,
      body: pushTexts('gr').body.replace('{{name}}', 'Eleni'),
      lang: 'el',
      url: '/',
    });
    expect(toMarc!.headers.urgency).toBe('high');
    expect(Number(toMarc!.headers.ttl)).toBe(PROPOSAL_SHOWING_SECONDS + PROPOSAL_SECONDS);
    expect(pushService.receivedBy(endpoints.get(ana)!)[0]!.payload.title).toBe(pushTexts('es').title);
    expect(pushService.receivedBy(endpoints.get(eleni)!)).toEqual([]);
  });
});
