import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN, PORT } from '../playwright.config';

const baseURL = `http://localhost:${PORT}`;
const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

/** Calls the real API as the app does: XSRF cookie echoed, admin Basic credentials. */
async function adminContext(): Promise<{ api: APIRequestContext; xsrf: string }> {
  const api = await request.newContext({ baseURL });
  const { token } = (await (await api.get('/v1/xsrf')).json()) as { token: string };
  return { api, xsrf: token };
}

export interface CreatedSession {
  id: string;
  name: string;
  status: string;
}

export async function createSession(
  fields: { name?: string; status?: 'draft' | 'open' | 'running' | 'paused' | 'finished' } = {},
): Promise<CreatedSession> {
  const { api, xsrf } = await adminContext();
  const response = await api.post('/v1/sessions', {
    data: { name: fields.name ?? `E2E ${Date.now()}`, ...(fields.status ? { status: fields.status } : {}) },
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
