import { randomUUID } from 'node:crypto';
import {
  type Player,
  type RegisterPlayer,
  type RegisteredPlayer,
  type ReplacePlayer,
} from '@coulisses/shared/player/player.schema';
import { joinCodeReadings, normaliseJoinCode } from '@coulisses/shared/session/join-code';
import { nameKeys } from '@coulisses/shared/text/name-keys';
import { ApiError, notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { RELEASE_MINUTES } from '@coulisses/shared/player/player-control.schema';
import { readPlayerProgress } from '../dashboard/player-progress.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { recordAction } from '../game/game-store.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { findSessionRow } from '../sessions/sessions-store.js';
import type { SessionRow } from '../sessions/sessions-store.js';
import { hashPlayerToken, newPlayerToken, playerTokenMatches } from './player-token.js';
import {
  claimRelease,
  endRelease,
  findPlayerByMail,
  findPlayerRow,
  findPlayerSessionRow,
  insertPlayer,
  listPlayerRows,
  updateNickname,
  updatePlayer,
  type PlayerRow,
} from './players-store.js';

/** What a change of a player needs, and what it tells the live streams. */
export interface PlayerDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  events: Pick<EventOutlet, 'playerJoined' | 'playerGone' | 'playerChanged'>;
}

const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  sessionId: row.session_id,
  mail: row.mail,
  lang: row.lang,
  createdAt: row.created_at,
});

const badSessionId = (status: number, message: string) =>
  new ApiError(status, 'BAD_SESSION_ID', message, ['sessionId']);

/**
 * A session takes new players while open (the lobby) and while running (a late player
 * gets their own full time, docs/decisions/0004); a known player may come back until it ends.
 */
const ACCEPTS_NEW_PLAYERS = new Set(['open', 'running']);
const ACCEPTS_RETURNING_PLAYERS = new Set(['open', 'running', 'paused']);

/**
 * Registration (docs/product.md#player-states). The same mail in the same session
 * is the same player: with that player's token the game resumes on this device, without
 * it the request is refused — never a silent duplicate (docs/decisions/0002).
 */
export async function registerPlayer(
  { db, events }: Pick<PlayerDeps, 'db' | 'events'>,
  input: RegisterPlayer,
): Promise<{ player: RegisteredPlayer; created: boolean; moved?: boolean }> {
  const registered = await register(db, input);
  // docs/product.md#join-screen: the join screen and the dashboard show the player at once.
  events.playerJoined(registered.player);
  // docs/product.md#player-controls: released, they go on here; the old device hears it.
  if (registered.moved) events.playerGone(registered.player, 'moved');
  return registered;
}

/** The registration itself: a new player, or the same one again. */
async function register(
  db: DataStore,
  input: RegisterPlayer,
): Promise<{ player: RegisteredPlayer; created: boolean; moved?: boolean }> {
  const session = await findJoinedSession(db, input.sessionId);
  if (!session) throw badSessionId(404, 'No session has this code');
  const sessionId = session.id;

  const mailKey = input.mail.toLowerCase();
  const existing = await findPlayerByMail(db, sessionId, mailKey);
  if (existing) return { ...(await resume(db, existing, input, session.status)), created: false };

  if (!ACCEPTS_NEW_PLAYERS.has(session.status)) {
    throw badSessionId(409, 'This session does not accept players now');
  }
  const token = newPlayerToken();
  const row: PlayerRow = {
    id: randomUUID(),
    session_id: sessionId,
    mail: input.mail,
    mail_key: mailKey,
    lang: input.lang,
    token_hash: hashPlayerToken(token),
    created_at: new Date().toISOString(),
    nickname: null,
    nickname_key: null,
    nickname_caps_key: null,
    released_at: null,
    team_id: null,
    teams_made: 0,
  };
  if (!(await insertPlayer(db, row))) throw playerExists();
  return { player: { ...toPlayer(row), token }, created: true };
}

/**
 * The session a typed join code names (docs/product.md#join-codes): its readings in turn, the
 * look-alikes' first — a second is looked for only when the first names no session.
 */
async function findJoinedSession(db: DataStore, typed: string): Promise<SessionRow | undefined> {
  for (const code of joinCodeReadings(typed)) {
    const session = await findSessionRow(db, code);
    if (session) return session;
  }
  return undefined;
}

/**
 * The same player again: on the device that holds their token, or — once a game master
 * released them (docs/product.md#player-controls) — on a new one, which gets a new token
 * while the old one stops working. `moved` says it was the latter.
 */
async function resume(
  db: DataStore,
  row: PlayerRow,
  input: RegisterPlayer,
  status: string,
): Promise<{ player: RegisteredPlayer; moved: boolean }> {
  const own = input.token !== undefined && playerTokenMatches(input.token, row.token_hash);
  if (!own && !isReleased(row, new Date())) throw playerExists();
  if (!ACCEPTS_RETURNING_PLAYERS.has(status)) {
    throw badSessionId(409, 'This session does not accept players now');
  }
  if (own && input.token) {
    // Back on their own device, they need the release no more: nobody else may take it.
    await endRelease(db, row);
    return { player: { ...toPlayer(row), token: input.token }, moved: false };
  }
  const token = newPlayerToken();
  // One new device takes the release, in the language it asked for: a second, arriving
  // meanwhile, is refused as before.
  const claimed = await claimRelease(db, row, { token_hash: hashPlayerToken(token), lang: input.lang });
  if (!claimed) throw playerExists();
  await recordAction(db, { id: row.team_id ?? row.id, session_id: row.session_id }, row.id, {
    kind: 'moved',
    at: new Date(),
  });
  return { player: { ...toPlayer({ ...row, lang: input.lang }), token }, moved: true };
}

/**
 * docs/product.md#player-controls: the player acts on their own device (their token): the
 * release they no longer need ends at once, and their mail alone takes nothing over.
 */
export const actsOnOwnDevice = (db: DataStore, playerId: string, releasedAt: string | null) =>
  endRelease(db, { id: playerId, released_at: releasedAt });

/** Released by a game master within the last RELEASE_MINUTES. */
const isReleased = (row: Pick<PlayerRow, 'released_at'>, now: Date) =>
  row.released_at !== null && now.getTime() - Date.parse(row.released_at) <= RELEASE_MINUTES * 60_000;

const playerExists = () =>
  new ApiError(409, 'PLAYER_EXISTS', 'This mail already plays in this session', ['mail']);

export async function listPlayers(db: DataStore, typedSessionId: string): Promise<Player[]> {
  const sessionId = normaliseJoinCode(typedSessionId);
  return (await listPlayerRows(db, sessionId)).map(toPlayer);
}

/** The session a player plays in, with the player's team, or 404 when there is no such player. */
export async function getPlayerSession(
  db: DataStore,
  playerId: string,
): Promise<SessionRow & { player_team_id: string | null }> {
  const session = await findPlayerSessionRow(db, playerId);
  if (!session) throw notFound('Player');
  return session;
}

export async function getPlayer(db: DataStore, id: string): Promise<Player> {
  const row = await findPlayerRow(db, id);
  if (!row) throw notFound('Player');
  return toPlayer(row);
}

/**
 * PUT /v1/players/{id}. A player may change only their language; an admin may also
 * correct the mail. The id and the session never change. The dashboards redraw their row.
 */
export async function replacePlayer(
  { db, scenarios, events }: PlayerDeps,
  pathId: string,
  input: ReplacePlayer,
  by: 'admin' | 'player',
): Promise<Player> {
  if (input.id !== pathId) {
    throw new ApiError(400, 'ID_MISMATCH', 'The id in the body differs from the id in the path', ['id']);
  }
  const row = await findPlayerRow(db, pathId);
  if (!row) throw notFound('Player');
  if (normaliseJoinCode(input.sessionId) !== row.session_id) {
    throw new ApiError(400, 'IMMUTABLE_FIELD', 'A player cannot move to another session', ['sessionId']);
  }
  if (input.mail !== row.mail && by === 'player') {
    throw new ApiError(403, 'IMMUTABLE_FIELD', 'A player cannot change their mail', ['mail']);
  }
  const changes = { lang: input.lang, mail: input.mail, mail_key: input.mail.toLowerCase() };
  if (!(await updatePlayer(db, pathId, changes))) throw playerExists();
  const player = await getPlayer(db, pathId);
  events.playerChanged(player, await readPlayerProgress(db, scenarios, player.id));
  return player;
}

/**
 * docs/product.md#nicknames: a player names themself once (409 IMMUTABLE_FIELD after: a
 * game master's rename stays, and two first choices sent at once are one choice), the game
 * master renames them at any time. Unique within the session by its keys, look-alikes
 * included (docs/decisions/0031-names-that-look-alike.md): taken is 409 NICKNAME_TAKEN.
 */
export async function setNickname(
  { db, scenarios, events }: PlayerDeps,
  playerId: string,
  nickname: string,
  by: 'admin' | 'player',
): Promise<string> {
  const row = await findPlayerRow(db, playerId);
  if (!row) throw notFound('Player');
  const immutable = () =>
    new ApiError(409, 'IMMUTABLE_FIELD', 'The nickname is chosen once; the game master renames', [
      'nickname',
    ]);
  if (by === 'player' && row.nickname !== null) throw immutable();
  const { key, capsKey } = nameKeys(nickname);
  const columns = { nickname, nickname_key: key, nickname_caps_key: capsKey };
  const outcome = await updateNickname(db, playerId, columns, by === 'player');
  if (outcome === 'taken') {
    throw new ApiError(409, 'NICKNAME_TAKEN', 'Another player of this session has this nickname', [
      'nickname',
    ]);
  }
  if (outcome === 'chosen') throw by === 'player' ? immutable() : notFound('Player');
  // Every board shows the name: the dashboards redraw their row.
  const progress = await readPlayerProgress(db, scenarios, playerId);
  events.playerChanged({ id: playerId, sessionId: row.session_id }, progress);
  return nickname;
}
