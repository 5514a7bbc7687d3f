import { describe, expect, it } from 'vitest';
import { TEAMS_MADE_MAX } from '@coulisses/shared/team/team.schema';
import { admin, newPlayer, newSession, startGame, type TestPlayer } from './fixtures.js';
import { ENGINES, serverForSuite } from './helper.js';

/** docs/product.md#teams: who makes teams, how many, what their names may be, and when they go. */
describe.each(ENGINES)('making teams on %s', (engine) => {
  const suite = serverForSuite(engine, { WARNING_CHECK_SECONDS: '0', RATE_LIMIT_MAX: '5000' });
  const { client } = suite;

  const teamSession = (teamSize: number) =>
    newSession(client, { status: 'open', teamSize } as Parameters<typeof newSession>[1]);
  const makeTeam = (player: TestPlayer, name: string) =>
    client.post(`/v1/players/${player.id}/teams`, { name }, player.headers);
  const prepareTeam = (sessionId: string, name: string) =>
    client.post(`/v1/sessions/${sessionId}/teams`, { name }, admin);
  const joinTeam = (player: TestPlayer, teamId: string) =>
    client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers);
  const leaveTeam = (player: TestPlayer) =>
    client.request('DELETE', `/v1/players/${player.id}/team`, { headers: player.headers });
  /** The session's teams as the game master reads them, by name. */
  const teamNames = async (sessionId: string) =>
    ((await client.get(`/v1/sessions/${sessionId}/teams`, admin)).body.teams as { name: string }[]).map(
      (team) => team.name,
    );
  const teamIdOf = async (sessionId: string, name: string) =>
    (
      (await client.get(`/v1/sessions/${sessionId}/teams`, admin)).body.teams as {
        id: string;
        name: string;
      }[]
    ).find((team) => team.name === name)?.id;

  it(`lets a player make ${TEAMS_MADE_MAX} teams, then answers 409 TOO_MANY_TEAMS; the game master makes more`, async () => {
    const session = await teamSession(4);
    const [maker, other] = [await newPlayer(client, session.id), await newPlayer(client, session.id)];
    for (let index = 1; index <= TEAMS_MADE_MAX; index += 1) {
      expect((await makeTeam(maker, `Équipe ${index}`)).status).toBe(201);
    }
    const refused = await makeTeam(maker, 'Une de trop');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'TOO_MANY_TEAMS', fields: ['name'] });
    // Each team made was left for the next one, empty before its game: only the last stays.
    expect(await teamNames(session.id)).toEqual([`Équipe ${TEAMS_MADE_MAX}`]);
    // Leaving does not give one back.
    expect((await leaveTeam(maker)).status).toBe(200);
    expect((await makeTeam(maker, 'Une de trop')).body.key).toBe('TOO_MANY_TEAMS');
    // Another player, and the game master, are not held by it.
    expect((await makeTeam(other, 'Une de trop')).status).toBe(201);
    for (const name of ['Prête 1', 'Prête 2', 'Prête 3', 'Prête 4']) {
      expect((await prepareTeam(session.id, name)).status).toBe(201);
    }
    // Two made at the same instant at the last one: one is made.
    const racer = await newPlayer(client, session.id);
    for (const name of ['Course 1', 'Course 2']) expect((await makeTeam(racer, name)).status).toBe(201);
    const answers = await Promise.all([makeTeam(racer, 'Course 3'), makeTeam(racer, 'Course 4')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const row = await suite.server.database.db
      .selectFrom('players')
      .select('teams_made')
      .where('id', '=', racer.id)
      .executeTakeFirstOrThrow();
    expect(row.teams_made).toBe(TEAMS_MADE_MAX);
  });

  it('drops a team a player made once it is left empty before its game began; the game master’s and a begun one stay', async () => {
    const session = await teamSession(3);
    const players = await Promise.all([1, 2, 3, 4].map(() => newPlayer(client, session.id)));
    const [ana, ben, eva, looking] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    expect((await prepareTeam(session.id, 'Du maître')).status).toBe(201);
    const prepared = (await teamIdOf(session.id, 'Du maître'))!;

    // Left by its maker: gone from every list, its name free again.
    await makeTeam(ana, 'Éphémère');
    expect((await leaveTeam(ana)).status).toBe(200);
    expect(await teamNames(session.id)).toEqual(['Du maître']);
    const list = (await client.get(`/v1/players/${looking.id}/teams`, looking.headers)).body.teams;
    expect(list.map((team: { name: string }) => team.name)).not.toContain('Éphémère');

    // Left for the game master's team: gone; the game master's, left in turn, stays.
    const made = (await makeTeam(ana, 'Éphémère')).body.yourTeamId as string;
    expect((await joinTeam(ben, made)).status).toBe(200);
    expect((await joinTeam(ana, prepared)).status).toBe(200);
    expect(await teamNames(session.id)).toEqual(['Du maître', 'Éphémère']);
    expect((await joinTeam(ben, prepared)).status).toBe(200);
    expect(await teamNames(session.id)).toEqual(['Du maître']);
    expect((await joinTeam(looking, made)).body.key).toBe('TEAM_NOT_FOUND');
    for (const player of [ana, ben]) expect((await leaveTeam(player)).status).toBe(200);
    expect(await teamNames(session.id)).toEqual(['Du maître']);

    // Moved out, or removed, by the game master: gone too.
    const moved = (await makeTeam(ana, 'Déplacée')).body.yourTeamId as string;
    const place = (player: TestPlayer, teamId: string | null) =>
      client.put(`/v1/sessions/${session.id}/players/${player.id}/team`, { teamId }, admin);
    expect((await place(ana, prepared)).status).toBe(200);
    expect(await teamNames(session.id)).not.toContain('Déplacée');
    expect((await place(ana, moved)).body.key).toBe('TEAM_NOT_FOUND');
    await makeTeam(eva, 'Sans joueuse');
    expect(
      (await client.request('DELETE', `/v1/sessions/${session.id}/players/${eva.id}`, { headers: admin }))
        .status,
    ).toBe(204);
    expect(await teamNames(session.id)).not.toContain('Sans joueuse');

    // Begun, then left by all: it keeps its game, and stays.
    const running = await teamSession(3);
    await client.post(`/v1/sessions/${running.id}/transitions`, { action: 'start' }, admin);
    const player = await newPlayer(client, running.id);
    const begun = (await makeTeam(player, 'Commencée')).body.yourTeamId as string;
    await startGame(client, player);
    const out = { teamId: null };
    expect(
      (await client.put(`/v1/sessions/${running.id}/players/${player.id}/team`, out, admin)).status,
    ).toBe(200);
    const view = (await client.get(`/v1/sessions/${running.id}/teams`, admin)).body;
    expect(view.teams).toEqual([expect.objectContaining({ id: begun, members: [], started: true })]);
  });

  it('lets a player join at the instant the last member leaves: they are in it, or told it is gone', async () => {
    const session = await teamSession(3);
    for (let round = 0; round < 6; round += 1) {
      const [maker, joiner] = [await newPlayer(client, session.id), await newPlayer(client, session.id)];
      const teamId = (await makeTeam(maker, `Instant ${round}`)).body.yourTeamId as string;
      const [left, joined] = await Promise.all([leaveTeam(maker), joinTeam(joiner, teamId)]);
      expect(left.status).toBe(200);
      const view = (await client.get(`/v1/sessions/${session.id}/teams`, admin)).body;
      const team = view.teams.find((candidate: { id: string }) => candidate.id === teamId);
      if (joined.status === 200) {
        expect(team.members.map((member: { id: string }) => member.id)).toEqual([joiner.id]);
      } else {
        expect(joined.status, JSON.stringify(joined.body)).toBe(404);
        expect(joined.body.key).toBe('TEAM_NOT_FOUND');
        expect(team).toBeUndefined();
        expect(view.unplaced.map((member: { id: string }) => member.id)).toContain(joiner.id);
      }
    }
  });

  it('refuses a name that looks like another team’s (409) or holds a hidden character (400); Greek names are names', async () => {
    const session = await teamSession(4);
    const player = await newPlayer(client, session.id);
    const prepare = (name: string) => prepareTeam(session.id, name);
    for (const name of ['Les Lumières', 'Ομάδα Άλφα', 'HANS', 'Équipe 1']) {
      expect((await prepare(name)).status, name).toBe(201);
    }
    // A Cyrillic е, a Greek Ο, capitals, a Greek eta, a capital I for a one.
    for (const lookalike of [
      'L\u0435s Lumières',
      'LES LUMI\u0395RES',
      'ΟΜΑΔΑ ΑΛΦΑ',
      '\u0397ANS',
      'ÉQUIPE I',
    ]) {
      const refused = await makeTeam(player, lookalike);
      expect(refused.status, lookalike).toBe(409);
      expect(refused.body).toMatchObject({ key: 'TEAM_NAME_TAKEN', fields: ['name'] });
      expect((await prepare(lookalike)).body.key, lookalike).toBe('TEAM_NAME_TAKEN');
    }
    for (const hidden of [
      'Les\u200bLumières',
      '\u202Eserèimul seL',
      'Bleu\u2066\u2069',
      'Vert\u3164',
      '\u2800\u2800',
    ]) {
      const refused = await makeTeam(player, hidden);
      expect(refused.status, JSON.stringify(hidden)).toBe(400);
      expect(refused.body).toMatchObject({ key: 'VALIDATION', fields: ['name'] });
    }
    // None of those refusals counted among the player's teams.
    for (const name of ['Omada Alfa', 'Νίκος και φίλοι', 'ﷺ'.repeat(32)]) {
      expect((await makeTeam(player, name)).status, name).toBe(201);
    }
    expect(await teamNames(session.id)).toEqual(
      expect.arrayContaining(['Les Lumières', 'Ομάδα Άλφα', 'HANS', 'Équipe 1', 'ﷺ'.repeat(32)]),
    );
  });
});
