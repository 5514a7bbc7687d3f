import {
  BASIC_TOKEN_KEY,
  CURRENT_PLAYER_KEY,
  FOLDERS_KEY,
  GAME_VIEW_KEY,
  LAST_PLAYER_KEY,
  PLAYER_TOKENS_KEY,
} from '@coulisses/shared/storage-keys';
import { joinCodeReadings, normaliseJoinCode } from '@coulisses/shared/session/join-code';
import { registeredPlayerSchema, type RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { GAME_CACHE_NAME } from './offline-cache';
import { readJson } from './read-json';

/**
 * docs/product.md#player-states: a player counts as registered exactly when a stored player exists. A new tab
 * starts with empty session storage: it takes over the last player of this device, so
 * the game resumes where the player was (docs/product.md#game-screen).
 */
export function getCurrentPlayer(): RegisteredPlayer | undefined {
  const parsed = registeredPlayerSchema.safeParse(readJson(sessionStorage, CURRENT_PLAYER_KEY));
  if (parsed.success) return parsed.data;
  if (sessionStorage.getItem(CURRENT_PLAYER_KEY) !== null) return undefined;
  const last = registeredPlayerSchema.safeParse(readJson(localStorage, LAST_PLAYER_KEY));
  if (!last.success) return undefined;
  sessionStorage.setItem(CURRENT_PLAYER_KEY, JSON.stringify(last.data));
  sessionStorage.setItem(FOLDERS_KEY, JSON.stringify([]));
  return last.data;
}

export function isRegistered(): boolean {
  return getCurrentPlayer() !== undefined;
}

/**
 * docs/product.md#player-states, unregistered to registered: the player is stored and the folders emptied.
 */
export function storeRegisteredPlayer(player: RegisteredPlayer): void {
  sessionStorage.setItem(CURRENT_PLAYER_KEY, JSON.stringify(player));
  sessionStorage.setItem(FOLDERS_KEY, JSON.stringify([]));
  localStorage.setItem(LAST_PLAYER_KEY, JSON.stringify(player));
  rememberPlayerToken(player);
}

export function updateCurrentPlayer(player: RegisteredPlayer): void {
  sessionStorage.setItem(CURRENT_PLAYER_KEY, JSON.stringify(player));
  localStorage.setItem(LAST_PLAYER_KEY, JSON.stringify(player));
}

/**
 * docs/product.md#player-states, registered to unregistered: the stored player and the folders are removed,
 * and with them the copies of the game the service worker kept for offline (docs/product.md#offline).
 */
export function clearPlayer(): void {
  sessionStorage.removeItem(CURRENT_PLAYER_KEY);
  sessionStorage.removeItem(FOLDERS_KEY);
  sessionStorage.removeItem(GAME_VIEW_KEY);
  localStorage.removeItem(LAST_PLAYER_KEY);
  if ('caches' in window) void caches.delete(GAME_CACHE_NAME).catch(() => undefined);
}

/**
 * docs/product.md#browser-storage: BASIC_TOKEN is "username:password" in base64 (UTF-8 first, for any
 * character).
 */
export function encodeBasicToken(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

export function getBasicToken(): string | undefined {
  return localStorage.getItem(BASIC_TOKEN_KEY) ?? undefined;
}

export function setBasicToken(token: string): void {
  localStorage.setItem(BASIC_TOKEN_KEY, token);
}

export function clearBasicToken(): void {
  localStorage.removeItem(BASIC_TOKEN_KEY);
}

/** docs/product.md#admin-states: logged in means only that a token is stored. */
export function isLoggedIn(): boolean {
  return getBasicToken() !== undefined;
}

const tokenKey = (sessionId: string, mail: string) =>
  `${normaliseJoinCode(sessionId)}|${mail.trim().toLowerCase()}`;

function readPlayerTokens(): Record<string, string> {
  const tokens = readJson(localStorage, PLAYER_TOKENS_KEY);
  return tokens && typeof tokens === 'object' && !Array.isArray(tokens)
    ? (tokens as Record<string, string>)
    : {};
}

function rememberPlayerToken(player: RegisteredPlayer): void {
  const tokens = readPlayerTokens();
  tokens[tokenKey(player.sessionId, player.mail)] = player.token;
  localStorage.setItem(PLAYER_TOKENS_KEY, JSON.stringify(tokens));
}

/**
 * The token this device was issued for that session and mail, proof for resuming. The code as
 * typed, read as the server reads it (docs/product.md#join-codes): the first of its readings
 * this device holds a token for — on the Greek keyboard's keys as well as in Latin letters.
 */
export function findPlayerToken(sessionId: string, mail: string): string | undefined {
  const tokens = readPlayerTokens();
  for (const code of joinCodeReadings(sessionId)) {
    const token = tokens[tokenKey(code, mail)];
    if (typeof token === 'string') return token;
  }
  return undefined;
}
