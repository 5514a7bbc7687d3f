import type { PushSubscriptionTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

/** Stores a subscription; an endpoint already stored becomes this row, whoever had it. */
export async function upsertPushSubscription(db: DataStore, row: PushSubscriptionTable): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        player_id: row.player_id,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** Deletes the endpoint's subscription if it is this player's. */
export async function deletePlayerSubscription(
  db: DataStore,
  playerId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('player_id', '=', playerId)
    .execute();
}

export async function deleteSubscription(db: DataStore, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/**
 * The subscriptions of a session's players, or of one of them, or of one team's members
 * (docs/product.md#teams), each with the player's language.
 */
export function listSubscriptions(
  db: DataStore,
  sessionId: string,
  playerId: string | null,
  teamId: string | null = null,
) {
  let query = db
    .selectFrom('push_subscriptions')
    .innerJoin('players', 'players.id', 'push_subscriptions.player_id')
    .select([
      'push_subscriptions.endpoint',
      'push_subscriptions.player_id',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'players.lang',
    ])
    .where('players.session_id', '=', sessionId);
  if (playerId) query = query.where('players.id', '=', playerId);
  else if (teamId) query = query.where('players.team_id', '=', teamId);
  return query.execute();
}
