import { expect } from 'vitest';
import { basic, type TestClient } from './helper.js';

export const admin = { authorization: basic() };

export interface TestSession {
  id: string;
  name: string;
  scenarioId: string;
  scenarioVersion: number;
  durationMinutes: number;
  status: string;
  createdAt: string;
  pacing: string;
}

export interface TestPlayer {
  id: string;
  mail: string;
  token: string;
  headers: { 'x-player-token': string };
}

let mailCount = 0;

/** A session made through the API, as a game master makes it. */
export async function newSession(
  client: TestClient,
  fields: {
    status?: string;
    durationMinutes?: number;
    name?: string;
    debriefRelease?: string;
    pacing?: string;
    scenarioId?: string;
    teamSize?: number;
  } = {},
): Promise<TestSession> {
  const { status, body } = await client.post(
    '/v1/sessions',
    { name: 'Répétition générale', status: 'running', ...fields },
    admin,
  );
  expect(status).toBe(201);
  return body as TestSession;
}

/** A player registered through the API, with a mail nobody else uses unless given one. */
export async function newPlayer(
  client: TestClient,
  sessionId: string,
  fields: { lang?: string; mail?: string } = {},
): Promise<TestPlayer> {
  mailCount += 1;
  const mail = fields.mail ?? `investigator${mailCount}@example.com`;
  const { status, body } = await client.post('/v1/players', { lang: 'en', ...fields, mail, sessionId });
  expect(status, JSON.stringify(body)).toBe(201);
  return { id: body.id, mail, token: body.token, headers: { 'x-player-token': body.token } };
}

/** The first of `players` makes a team, and the others join it: its id. */
export async function newTeam(
  client: TestClient,
  players: TestPlayer[],
  name = 'Les Lumières',
): Promise<string> {
  const [maker, ...others] = players as [TestPlayer, ...TestPlayer[]];
  const made = await client.post(`/v1/players/${maker.id}/teams`, { name }, maker.headers);
  expect(made.status).toBe(201);
  const teamId = made.body.yourTeamId as string;
  for (const player of others) {
    expect((await client.put(`/v1/players/${player.id}/team`, { teamId }, player.headers)).status).toBe(200);
  }
  return teamId;
}

/** The player looks at their game: while the session runs, this starts their clock. */
export async function startGame(client: TestClient, player: TestPlayer) {
  const { status, body } = await client.get(`/v1/players/${player.id}/game`, player.headers);
  expect(status).toBe(200);
  return body;
}

export const attempt = (client: TestClient, player: TestPlayer, lockId: string, answer: unknown) =>
  client.post(`/v1/players/${player.id}/locks/${lockId}/attempts`, { answer }, player.headers);

export const takeHint = (client: TestClient, player: TestPlayer, lockId: string) =>
  client.post(`/v1/players/${player.id}/locks/${lockId}/hints`, {}, player.headers);

export const transition = (client: TestClient, sessionId: string, body: Record<string, unknown>) =>
  client.post(`/v1/sessions/${sessionId}/transitions`, body, admin);

/** The codes of "Le dernier acte", in the order a player reaches them (SOLUTION.md). */
export const SOLUTION: [lockId: string, answer: string][] = [
  ['security-computer', '1887'],
  ['dressing-room-seal', '20:57'],
  ['desk-drawer', '2052'],
  ['lift-route', 'service-lift'],
  ['workshop-door', 'lucas'],
  ['lab-request', '4121303'],
  ['cloak-seizure', '3318'],
];

/** Plays the whole case and makes the right accusation: the player's game is finished. */
export async function finishGame(client: TestClient, player: TestPlayer) {
  await startGame(client, player);
  for (const [lockId, answer] of SOLUTION) {
    expect((await attempt(client, player, lockId, answer)).body.right, lockId).toBe(true);
  }
  const { status, body } = await client.post(
    `/v1/players/${player.id}/accusation`,
    { answers: { who: 'solene', how: 'service-lift', why: 'own-atelier' } },
    player.headers,
  );
  expect(status).toBe(200);
  expect(body.status).toBe('finished');
}
