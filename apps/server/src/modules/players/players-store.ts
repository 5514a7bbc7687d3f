import { compiledOnce } from '../../db/compiled-once.js';
import { isUniqueViolation } from '../../db/database.js';
import type { PlayerTable } from '../../db/schema.js';
import { inTransaction, type DataStore } from '../data-store.js';

export type PlayerRow = PlayerTable;

/** Every authenticated player call reads this row: compiled once (compiled-once.ts). */
export const findPlayerRow = compiledOnce((db: DataStore, id: string) =>
  db.selectFrom('players').selectAll().where('id', '=', id),
);

/** The session a player plays in, and the player's team, in one read. */
export const findPlayerSessionRow = compiledOnce((db: DataStore, playerId: string) =>
  db
    .selectFrom('players')
    .innerJoin('sessions', 'sessions.id', 'players.session_id')
    .selectAll('sessions')
    .select('players.team_id as player_team_id')
    .where('players.id', '=', playerId),
);

export const findPlayerByMail = (db: DataStore, sessionId: string, mailKey: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('mail_key', '=', mailKey)
    .executeTakeFirst();

/** Whether the player plays in this session. */
export async function isPlayerOf(db: DataStore, sessionId: string, playerId: string): Promise<boolean> {
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('id', '=', playerId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return player !== undefined;
}

export const listPlayerRows = (db: DataStore, sessionId: string): Promise<PlayerRow[]> =>
  db.selectFrom('players').selectAll().where('session_id', '=', sessionId).orderBy('created_at').execute();

/** Stores a new player: false when the mail already plays in the session. */
export async function insertPlayer(db: DataStore, row: PlayerRow): Promise<boolean> {
  return unlessTaken(db.insertInto('players').values(row).execute());
}

/** Changes a player's mail and language: false when the new mail already plays in the session. */
export async function updatePlayer(
  db: DataStore,
  id: string,
  changes: Pick<PlayerRow, 'lang' | 'mail' | 'mail_key'>,
): Promise<boolean> {
  return unlessTaken(db.updateTable('players').set(changes).where('id', '=', id).execute());
}

type NicknameColumns = Pick<PlayerRow, 'nickname' | 'nickname_key' | 'nickname_caps_key'>;

/**
 * Sets a player's nickname — with `firstOnly`, only if they have none yet, in the one
 * statement, so that two first choices sent at once are one choice and one refusal on
 * either engine (docs/product.md#nicknames). 'taken': another player of the session has
 * it; 'chosen': the player already had one (or is gone).
 */
export async function updateNickname(
  db: DataStore,
  id: string,
  nickname: NicknameColumns,
  firstOnly: boolean,
): Promise<'set' | 'taken' | 'chosen'> {
  let update = db.updateTable('players').set(nickname).where('id', '=', id);
  if (firstOnly) update = update.where('nickname', 'is', null);
  try {
    const { numUpdatedRows } = await update.executeTakeFirst();
    return numUpdatedRows > 0n ? 'set' : 'chosen';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'taken';
  }
}

async function unlessTaken(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Marks the player released to another device (docs/product.md#player-controls), with what
 * `record` writes, unless a release of theirs is still open (given since `openSince`):
 * false then, and nothing is written.
 */
export async function markReleased(
  db: DataStore,
  id: string,
  at: Date,
  openSince: Date,
  record: (trx: DataStore) => Promise<void>,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('players')
      .set({ released_at: at.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('released_at', 'is', null), eb('released_at', '<', openSince.toISOString())]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await record(trx);
    return true;
  });
}

/**
 * A new device takes the released player: their token changes, the release ends. Only if
 * the release is still the one read: false when another device took it first.
 */
export async function claimRelease(
  db: DataStore,
  row: Pick<PlayerRow, 'id' | 'released_at'>,
  changes: Pick<PlayerRow, 'token_hash' | 'lang'>,
): Promise<boolean> {
  const { released_at: releasedAt } = row;
  if (releasedAt === null) return false;
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('players')
      .set({ ...changes, released_at: null })
      .where('id', '=', row.id)
      .where('released_at', '=', releasedAt)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    // The old device gets nothing more, on its lock screen either: the new one subscribes anew.
    await trx.deleteFrom('push_subscriptions').where('player_id', '=', row.id).execute();
    return true;
  });
}

/**
 * The player came back on their own device: the release they no longer need ends — the
 * one read, not a game master's newer one.
 */
export async function endRelease(db: DataStore, row: Pick<PlayerRow, 'id' | 'released_at'>): Promise<void> {
  if (row.released_at === null) return;
  await db
    .updateTable('players')
    .set({ released_at: null })
    .where('id', '=', row.id)
    .where('released_at', '=', row.released_at)
    .execute();
}

/** Removes the player, and with them their game, path, messages and devices (foreign keys cascade). */
export async function deletePlayer(db: DataStore, id: string): Promise<void> {
  await db.deleteFrom('players').where('id', '=', id).execute();
}
