import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN, PORT } from '../playwright.config';

const baseURL = `http://localhost:${PORT}`;
const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

/** Calls the real API as the app does: XSRF cookie echoed, admin Basic credentials. */
async function adminContext(base = baseURL): Promise<{ api: APIRequestContext; xsrf: string }> {
  const api = await request.newContext({ baseURL: base });
  const { token } = (await (await api.get('/v1/xsrf')).json()) as { token: string };
  return { api, xsrf: token };
}

export interface CreatedSession {
  id: string;
  name: string;
  status: string;
}

export async function createSession(
  fields: {
    name?: string;
    status?: 'draft' | 'open' | 'running' | 'paused' | 'finished';
    durationMinutes?: number;
    /** When the solution reaches finished players (docs/decisions/0015); the server's default otherwise. */
    debriefRelease?: 'sessionEnd' | 'playerFinish';
    /** Whose clock the players follow (docs/product.md#pacing); the room's unless told. */
    pacing?: 'room' | 'selfPaced';
    /** Played in teams of at most this many (docs/product.md#teams); solo unless told. */
    teamSize?: number;
    /** The case played; the server's default ("Le dernier acte") unless told. */
    scenarioId?: string;
  } = {},
  /** Another server of the tests' own (the update test's), with the same admin. */
  base = baseURL,
): Promise<CreatedSession> {
  const { api, xsrf } = await adminContext(base);
  const response = await api.post('/v1/sessions', {
    data: { ...fields, name: fields.name ?? `E2E ${Date.now()}` },
    headers: { Authorization: basic, 'X-XSRF-TOKEN': xsrf },
  });
  if (response.status() !== 201)
    throw new Error(`createSession: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as CreatedSession;
  await api.dispose();
  return session;
}

export async function listPlayers(sessionId: string): Promise<{ id: string; mail: string; lang: string }[]> {
  const { api } = await adminContext();
  const response = await api.get(`/v1/players?sessionId=${sessionId}`, { headers: { Authorization: basic } });
  const players = (await response.json()) as { id: string; mail: string; lang: string }[];
  await api.dispose();
  return players;
}

export interface StoredPlayer {
  id: string;
  sessionId: string;
  mail: string;
  lang: string;
  createdAt: string;
}

/** GET `path` as the admin; anything but 200 fails the test with the server's answer. */
async function adminGet<T>(path: string): Promise<T> {
  const { api } = await adminContext();
  const response = await api.get(path, { headers: { Authorization: basic } });
  if (response.status() !== 200)
    throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as T;
  await api.dispose();
  return body;
}

/** GET /v1/players/{id} as the admin: what the server stored for that player. */
export const getPlayer = (id: string) => adminGet<StoredPlayer>(`/v1/players/${encodeURIComponent(id)}`);

/** GET /v1/sessions/{id} as the admin. */
export const getSession = (id: string) => adminGet<CreatedSession>(`/v1/sessions/${encodeURIComponent(id)}`);

/** A username no other test uses: wrong-credential tests must never lock the real admin out. */
export const uniqueUsername = (label = 'intruder') =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export const uniqueMail = (label = 'player') =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface RegisteredPlayer extends StoredPlayer {
  token: string;
}

/**
 * Registers a player straight through POST /v1/players (as the app does, XSRF echoed),
 * for tests whose subject is not the registration screen itself.
 */
export async function registerPlayer(fields: {
  sessionId: string;
  mail: string;
  lang?: 'fr' | 'en' | 'es' | 'gr';
}): Promise<RegisteredPlayer> {
  const { api, xsrf } = await adminContext();
  const response = await api.post('/v1/players', {
    data: { lang: fields.lang ?? 'fr', mail: fields.mail, sessionId: fields.sessionId },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (response.status() !== 201)
    throw new Error(`registerPlayer: ${response.status()} ${await response.text()}`);
  const player = (await response.json()) as RegisteredPlayer;
  await api.dispose();
  return player;
}

export interface StoredGame {
  status: string;
  solvedLocks: number;
  wrongAttempts: number;
  score: {
    total: number;
    lockPoints: number;
    answerPoints: number;
    timePoints: number;
    penaltyPoints: number;
  };
}

/** GET /v1/players/{id}/game as the admin: the game as the server keeps it. */
export const getGame = (playerId: string) =>
  adminGet<StoredGame>(`/v1/players/${encodeURIComponent(playerId)}/game`);

/**
 * One call to the API with an admin's Basic credentials (the e2e admin's unless `as`
 * names another), XSRF echoed; answers the status and the parsed body, if any.
 */
async function adminCall(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  as: { username: string; password: string } = ADMIN,
): Promise<{ status: number; body: unknown }> {
  const { api, xsrf } = await adminContext();
  const response = await api.fetch(path, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${as.username}:${as.password}`).toString('base64')}`,
      'X-XSRF-TOKEN': xsrf,
    },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  await api.dispose();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** POST /v1/sessions/{id}/transitions as the admin: start, pause, resume, finish… */
export async function transitionSession(
  id: string,
  action: 'open' | 'start' | 'pause' | 'resume' | 'finish' | 'releaseDebrief',
): Promise<CreatedSession> {
  const { status, body } = await adminCall('POST', `/v1/sessions/${encodeURIComponent(id)}/transitions`, {
    action,
  });
  if (status !== 200) throw new Error(`transitionSession ${action}: ${status} ${JSON.stringify(body)}`);
  return body as CreatedSession;
}

/**
 * Moves a started session's clock on by `seconds`, as if they had passed (the test server's
 * TEST_CLOCK_CONTROL): every phone and the show screen follow its live event at once.
 */
export async function moveClock(id: string, seconds: number): Promise<CreatedSession> {
  const { status, body } = await adminCall('POST', `/v1/sessions/${encodeURIComponent(id)}/clock`, {
    seconds,
  });
  if (status !== 200) throw new Error(`moveClock ${seconds}: ${status} ${JSON.stringify(body)}`);
  return body as CreatedSession;
}

/** POST /v1/sessions/{id}/messages as the admin: a message or hint, to one player, one team or everyone. */
export async function sendMessage(
  sessionId: string,
  message: { body: string; kind?: 'message' | 'hint'; playerId?: string; teamId?: string },
): Promise<{ id: string }> {
  const { status, body } = await adminCall(
    'POST',
    `/v1/sessions/${encodeURIComponent(sessionId)}/messages`,
    message,
  );
  if (status !== 201) throw new Error(`sendMessage: ${status} ${JSON.stringify(body)}`);
  return body as { id: string };
}

/** GET /v1/sessions/{id} as the admin, for its HTTP status only (404 once deleted). */
export async function sessionStatusCode(id: string): Promise<number> {
  return (await adminCall('GET', `/v1/sessions/${encodeURIComponent(id)}`)).status;
}

export interface StoredAdmin {
  id: string;
  username: string;
  createdAt: string;
}

/**
 * POST /v1/admins as the e2e admin: an admin of the test's own, whose password the test
 * may change without touching the e2e admin's, which parallel tests sign in with.
 */
export async function createAdmin(username: string, password: string): Promise<StoredAdmin> {
  const { status, body } = await adminCall('POST', '/v1/admins', { username, password });
  if (status !== 201) throw new Error(`createAdmin: ${status} ${JSON.stringify(body)}`);
  return body as StoredAdmin;
}

/** GET /v1/admins as the e2e admin. */
export const listAdmins = async () => (await adminCall('GET', '/v1/admins')).body as StoredAdmin[];

/** POST /v1/login with these credentials: its HTTP status (200 signed in, 401 refused). */
export async function loginStatusCode(username: string, password: string): Promise<number> {
  const { api, xsrf } = await adminContext();
  const response = await api.post('/v1/login', {
    data: { username, password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  await api.dispose();
  return response.status();
}

/** One call as a player: their token in X-Player-Token, XSRF echoed. */
async function playerCall(
  player: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const { api, xsrf } = await adminContext();
  const response = await api.fetch(path, {
    method,
    headers: { 'X-Player-Token': player.token, 'X-XSRF-TOKEN': xsrf },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  await api.dispose();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** GET /v1/players/{id}/game as the player: their first look while the session runs starts their clock. */
export async function lookAtGame(player: { id: string; token: string }): Promise<void> {
  const { status, body } = await playerCall(
    player,
    'GET',
    `/v1/players/${encodeURIComponent(player.id)}/game`,
  );
  if (status !== 200) throw new Error(`lookAtGame: ${status} ${JSON.stringify(body)}`);
}

/** POST /v1/players/{id}/locks/{lockId}/attempts as the player: whether the answer was right. */
export async function tryLock(
  player: { id: string; token: string },
  lockId: string,
  answer: unknown,
): Promise<boolean> {
  const { status, body } = await playerCall(
    player,
    'POST',
    `/v1/players/${encodeURIComponent(player.id)}/locks/${encodeURIComponent(lockId)}/attempts`,
    { answer },
  );
  if (status !== 200) throw new Error(`tryLock: ${status} ${JSON.stringify(body)}`);
  return (body as { right: boolean }).right;
}

/** POST /v1/players/{id}/locks/{lockId}/hints as the player: the next hint, at its cost in time. */
export async function takeHint(player: { id: string; token: string }, lockId: string): Promise<void> {
  const { status, body } = await playerCall(
    player,
    'POST',
    `/v1/players/${encodeURIComponent(player.id)}/locks/${encodeURIComponent(lockId)}/hints`,
  );
  if (status !== 200) throw new Error(`takeHint: ${status} ${JSON.stringify(body)}`);
}

/** POST /v1/players/{id}/accusation as the player: the answers to the final questions, by question id. */
export async function accuse(
  player: { id: string; token: string },
  answers: Record<string, string>,
): Promise<void> {
  const { status, body } = await playerCall(
    player,
    'POST',
    `/v1/players/${encodeURIComponent(player.id)}/accusation`,
    { answers },
  );
  if (status !== 200) throw new Error(`accuse: ${status} ${JSON.stringify(body)}`);
}

/** PUT /v1/players/{id}/nickname as the player: their name on the boards and the show screen. */
export async function setNickname(player: { id: string; token: string }, nickname: string): Promise<void> {
  const { status, body } = await playerCall(
    player,
    'PUT',
    `/v1/players/${encodeURIComponent(player.id)}/nickname`,
    { nickname },
  );
  if (status !== 200) throw new Error(`setNickname: ${status} ${JSON.stringify(body)}`);
}

/** POST /v1/players/{id}/teams as the player: makes a team, the player its first member. */
export async function makeTeam(player: { id: string; token: string }, name: string): Promise<void> {
  const { status, body } = await playerCall(
    player,
    'POST',
    `/v1/players/${encodeURIComponent(player.id)}/teams`,
    {
      name,
    },
  );
  if (status !== 201) throw new Error(`makeTeam: ${status} ${JSON.stringify(body)}`);
}

/** DELETE /v1/sessions/{id} as the admin (204): the session goes with its players, games and messages. */
export async function deleteSession(id: string): Promise<void> {
  const { status, body } = await adminCall('DELETE', `/v1/sessions/${encodeURIComponent(id)}`);
  if (status !== 204) throw new Error(`deleteSession: ${status} ${JSON.stringify(body)}`);
}

/** PUT /v1/players/{id}/nickname as the admin (docs/product.md#nicknames): the name the big screen shows. */
export async function setNicknameAsAdmin(playerId: string, nickname: string): Promise<void> {
  const { status, body } = await adminCall('PUT', `/v1/players/${encodeURIComponent(playerId)}/nickname`, {
    nickname,
  });
  if (status !== 200) throw new Error(`setNicknameAsAdmin: ${status} ${JSON.stringify(body)}`);
}

/**
 * POST /v1/sessions/{id}/teams as the admin, then PUT each member in it
 * (docs/product.md#teams): a team prepared ahead with its players; answers its id.
 */
export async function createTeam(sessionId: string, name: string, memberIds: string[] = []): Promise<string> {
  const session = encodeURIComponent(sessionId);
  const made = await adminCall('POST', `/v1/sessions/${session}/teams`, { name });
  if (made.status !== 201) throw new Error(`createTeam: ${made.status} ${JSON.stringify(made.body)}`);
  const { teams } = made.body as { teams: { id: string; name: string }[] };
  const team = teams.find((candidate) => candidate.name === name);
  if (!team) throw new Error(`createTeam: ${name} is not in ${JSON.stringify(teams)}`);
  for (const playerId of memberIds) {
    const placed = await adminCall(
      'PUT',
      `/v1/sessions/${session}/players/${encodeURIComponent(playerId)}/team`,
      {
        teamId: team.id,
      },
    );
    if (placed.status !== 200) throw new Error(`createTeam: ${placed.status} ${JSON.stringify(placed.body)}`);
  }
  return team.id;
}

/** GET /v1/sessions/{id}/dashboard as the admin: every player's row as the server has it now. */
export const getDashboard = (sessionId: string) =>
  adminGet<{
    session: { clock: { elapsedSeconds: number; remainingSeconds: number } };
    players: { playerId: string; remainingSeconds: number; status: string }[];
  }>(`/v1/sessions/${encodeURIComponent(sessionId)}/dashboard`);
