import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  attempt,
  newPlayer,
  newSession,
  SOLUTION,
  startGame,
  takeHint,
  type TestPlayer,
} from './fixtures.js';
import { ENGINES, startTestServer, TestClient, type TestServer } from './helper.js';

/** docs/product.md#teams: no solution through a team door. */
describe.each(ENGINES)('the door of a team whose game is over, on %s', (engine) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      WARNING_CHECK_SECONDS: '0',
      ATTEMPT_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '5000',
    });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const answers = { who: 'solene', how: 'service-lift', why: 'own-atelier' };
  const joinTeam = (player: TestPlayer, teamId: string) =>
    client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers);
  const offered = async (player: TestPlayer, invited?: string) =>
    (
      (await client.get(`/v1/players/${player.id}/teams${invited ? `?team=${invited}` : ''}`, player.headers))
        .body.teams as { id: string }[]
    ).map((team) => team.id);
  const game = async (player: TestPlayer) =>
    (await client.get(`/v1/players/${player.id}/game`, player.headers)).body;

  /** A running session in teams of 4, with a team of `members` players that has begun its game. */
  async function teamPlaying(fields: Record<string, unknown>, members = 2) {
    const session = await newSession(client, { status: 'open', ...fields, teamSize: 4 } as Parameters<
      typeof newSession
    >[1]);
    const players: TestPlayer[] = [];
    for (let index = 0; index < members; index += 1) players.push(await newPlayer(client, session.id));
    const made = await client.post(
      `/v1/players/${players[0]!.id}/teams`,
      { name: 'Les Lumières' },
      players[0]!.headers,
    );
    const teamId = made.body.yourTeamId as string;
    for (const player of players.slice(1)) expect((await joinTeam(player, teamId)).status).toBe(200);
    await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'start' }, admin);
    await startGame(client, players[0]!);
    return { session, players, teamId };
  }

  /** The team cracks every lock on its own and makes its accusation: proposed, then confirmed. */
  async function finish(players: TestPlayer[]) {
    const [first, ...others] = players as [TestPlayer, ...TestPlayer[]];
    for (const [lockId, answer] of SOLUTION)
      expect((await attempt(client, first, lockId, answer)).body.right).toBe(true);
    const proposed = await client.post(`/v1/players/${first.id}/accusation`, { answers }, first.headers);
    let state = proposed.body;
    for (const other of others) {
      state = (
        await client.post(
          `/v1/players/${other.id}/accusation/votes`,
          { proposalId: proposed.body.proposal.id, vote: 'confirm' },
          other.headers,
        )
      ).body;
    }
    expect(state.status).toBe('finished');
  }

  it.each(['playerFinish', 'sessionEnd'])(
    'refuses a newcomer a team whose accusation is made, and offers it in no list (%s)',
    async (debriefRelease) => {
      const { session, players, teamId } = await teamPlaying({ debriefRelease, pacing: 'selfPaced' });
      // Another team plays on meanwhile.
      const { teamId: playing } = await (async () => {
        const other = await newPlayer(client, session.id);
        const made = await client.post(
          `/v1/players/${other.id}/teams`,
          { name: 'Encore en jeu' },
          other.headers,
        );
        await startGame(client, other);
        return { teamId: made.body.yourTeamId as string };
      })();
      await finish(players);
      // What the team itself reads: the solution at once with playerFinish, its answers sealed otherwise.
      const theirs = await game(players[1]!);
      expect(Boolean(theirs.result)).toBe(debriefRelease === 'playerFinish');
      expect(Boolean(theirs.sealedVerdict)).toBe(debriefRelease === 'sessionEnd');

      const newcomer = await newPlayer(client, session.id);
      expect(await offered(newcomer)).toEqual([playing]);
      // Not even when a teammate's code names it.
      expect(await offered(newcomer, teamId)).toEqual([playing]);
      const refused = await joinTeam(newcomer, teamId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ key: 'TEAM_GAME_OVER', fields: ['teamId'] });
      const outside = await game(newcomer);
      expect(outside).toMatchObject({ status: 'waiting', team: null });
      expect(outside.result).toBeUndefined();
      expect(outside.sealedVerdict).toBeUndefined();
      const view = (await client.get(`/v1/sessions/${session.id}/teams`, admin)).body;
      expect(view.teams.find((team: { id: string }) => team.id === teamId).members).toHaveLength(2);
      // The door of a team still playing stays open.
      expect((await joinTeam(newcomer, playing)).status).toBe(200);
    },
  );

  it('refuses a team whose time ran out, and opens it again once the game master gives it minutes', async () => {
    const { session, players, teamId } = await teamPlaying({ pacing: 'selfPaced', durationMinutes: 5 }, 1);
    const [member] = players as [TestPlayer];
    // Two hints cost 7 minutes of a 5-minute clock.
    for (let hint = 0; hint < 2; hint += 1)
      expect((await takeHint(client, member, 'security-computer')).status).toBe(200);
    expect((await game(member)).status).toBe('timeUp');
    const newcomer = await newPlayer(client, session.id);
    expect(await offered(newcomer)).toEqual([]);
    expect((await joinTeam(newcomer, teamId)).body.key).toBe('TEAM_GAME_OVER');

    const given = await client.post(
      `/v1/sessions/${session.id}/players/${member.id}/controls`,
      { action: 'addMinutes', minutes: 5 },
      admin,
    );
    expect(given.status).toBe(200);
    // The room's list is read at most once a second.
    await expect.poll(() => offered(newcomer), { timeout: 3_000 }).toEqual([teamId]);
    expect((await joinTeam(newcomer, teamId)).status).toBe(200);
  });

  it.each(['playerFinish', 'sessionEnd'])(
    'never shows a newcomer the team’s verdict, sealed or not, though the game master puts them in it (%s)',
    async (debriefRelease) => {
      const { session, players, teamId } = await teamPlaying({ debriefRelease, pacing: 'selfPaced' });
      await finish(players);
      const newcomer = await newPlayer(client, session.id);
      const placed = await client.put(
        `/v1/sessions/${session.id}/players/${newcomer.id}/team`,
        { teamId },
        admin,
      );
      expect(placed.status).toBe(200);
      const member = await game(players[1]!);
      const seen = await game(newcomer);
      expect(seen).toMatchObject({ status: 'finished', team: { id: teamId } });
      expect(seen.result).toBeUndefined();
      expect(seen.sealedVerdict).toBeUndefined();
      // Nor the verdict's share of the score, which would tell how many answers were right.
      expect(seen.score.answerPoints).toBe(0);
      expect(member.score.answerPoints > 0).toBe(debriefRelease === 'playerFinish');

      // Once the session is over, the solution reaches everyone: the newcomer reads it
      // without the team's answers, the members with theirs.
      await client.post(`/v1/sessions/${session.id}/transitions`, { action: 'finish' }, admin);
      const after = await game(newcomer);
      expect(after.result.reveal).toBeTruthy();
      expect(after.result.answers.every((answer: { given?: string }) => answer.given === undefined)).toBe(
        true,
      );
      expect(after.sealedVerdict).toBeUndefined();
      const members = (await game(players[0]!)).result.answers;
      expect(
        members.every((answer: { given?: string; right: boolean }) => answer.given && answer.right),
      ).toBe(true);
    },
  );
});
