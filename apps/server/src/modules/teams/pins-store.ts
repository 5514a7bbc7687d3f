import { isForeignKeyViolation } from '../../db/database.js';
import type { TeamPinTable } from '../../db/schema.js';
import { inTransaction, type DataStore } from '../data-store.js';

/** A pin with the name its author goes by now. */
export type PinRow = TeamPinTable & { author_nickname: string | null };

/** A member's word on a pin, with the name they go by now. */
export interface PinVoteRow {
  pin_id: string;
  player_id: string;
  vote: string;
  nickname: string | null;
}

const pinColumns = [
  'team_pins.id',
  'team_pins.team_id',
  'team_pins.author_id',
  'team_pins.kind',
  'team_pins.reference',
  'team_pins.created_at',
  'players.nickname as author_nickname',
] as const;

/** The team's pins, newest first. */
export const listPins = (db: DataStore, teamId: string): Promise<PinRow[]> =>
  db
    .selectFrom('team_pins')
    .innerJoin('players', 'players.id', 'team_pins.author_id')
    .select(pinColumns)
    .where('team_pins.team_id', '=', teamId)
    .orderBy('team_pins.created_at', 'desc')
    .orderBy('team_pins.id', 'desc')
    .execute();

export const findPin = (db: DataStore, pinId: string): Promise<PinRow | undefined> =>
  db
    .selectFrom('team_pins')
    .innerJoin('players', 'players.id', 'team_pins.author_id')
    .select(pinColumns)
    .where('team_pins.id', '=', pinId)
    .executeTakeFirst();

/** The words on the team's pins (or on one pin), in the order they were given. */
export function listPinVotes(
  db: DataStore,
  of: { teamId: string } | { pinId: string },
): Promise<PinVoteRow[]> {
  let query = db
    .selectFrom('team_pin_votes')
    .innerJoin('team_pins', 'team_pins.id', 'team_pin_votes.pin_id')
    .innerJoin('players', 'players.id', 'team_pin_votes.player_id')
    .select(['team_pin_votes.pin_id', 'team_pin_votes.player_id', 'team_pin_votes.vote', 'players.nickname']);
  query =
    'teamId' in of
      ? query.where('team_pins.team_id', '=', of.teamId)
      : query.where('team_pin_votes.pin_id', '=', of.pinId);
  return query.orderBy('team_pin_votes.voted_at').orderBy('team_pin_votes.player_id').execute();
}

/**
 * Stores a pin if the team's board has fewer than `max`: false when it is full. The team's
 * row is written first, so that members pinning at once take turns on the count (a row lock
 * on PostgreSQL; SQLite writes one at a time).
 */
export async function insertPin(db: DataStore, row: TeamPinTable, max: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('teams').set({ id: row.team_id }).where('id', '=', row.team_id).execute();
    const { pins } = await trx
      .selectFrom('team_pins')
      .select((eb) => eb.fn.countAll<number>().as('pins'))
      .where('team_id', '=', row.team_id)
      .executeTakeFirstOrThrow();
    if (Number(pins) >= max) return false;
    await trx.insertInto('team_pins').values(row).execute();
    return true;
  });
}

export async function deletePin(db: DataStore, pinId: string): Promise<void> {
  await db.deleteFrom('team_pins').where('id', '=', pinId).execute();
}

/**
 * A member's word on a pin, given or changed: one per member and pin. False when the pin
 * was taken off meanwhile.
 */
export async function putPinVote(
  db: DataStore,
  pinId: string,
  playerId: string,
  vote: string,
  now: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto('team_pin_votes')
      .values({ pin_id: pinId, player_id: playerId, vote, voted_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['pin_id', 'player_id']).doUpdateSet({ vote, voted_at: now.toISOString() }),
      )
      .execute();
    return true;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return false;
  }
}

export async function deletePinVote(db: DataStore, pinId: string, playerId: string): Promise<void> {
  await db
    .deleteFrom('team_pin_votes')
    .where('pin_id', '=', pinId)
    .where('player_id', '=', playerId)
    .execute();
}
