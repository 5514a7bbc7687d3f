import { sql } from 'kysely';
import { compiledWrite } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

/** One bucket of wrong answers (lock-throttle.ts): a session's lock, from one address. */
export interface LockThrottleKey {
  sessionId: string;
  lockId: string;
  address: string;
}

/**
 * Puts one answer in the bucket in one statement, unless it would then empty later than
 * `at + capacityMs`: a hundred answers sent at once cannot all pass a check before any is
 * counted. True when it was put in.
 */
export async function fillLockThrottle(
  db: DataStore,
  key: LockThrottleKey,
  at: number,
  intervalMs: number,
  capacityMs: number,
): Promise<boolean> {
  const { rows } = await fillBucket(db, [
    key.sessionId,
    key.lockId,
    key.address,
    at,
    intervalMs,
    capacityMs,
    at + intervalMs,
  ]);
  return rows.length > 0;
}

/** fillLockThrottle's statement: session, lock, address, at, interval, capacity, at + interval. */
const fillBucket = compiledWrite<Database>((db, value) => {
  const at = value(3);
  // When the bucket, with this answer in it, is empty again.
  const next = sql<number>`(case when lock_throttles.free_at > ${at} then lock_throttles.free_at else ${at} end) + ${value(4)}`;
  return db
    .insertInto('lock_throttles')
    .values({
      session_id: value(0),
      lock_id: value(1),
      address: value(2),
      free_at: value(6),
      judged: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['session_id', 'lock_id', 'address'])
        .doUpdateSet({ free_at: next, judged: sql<number>`lock_throttles.judged + 1` })
        .where(sql<boolean>`${next} - ${at} <= ${value(5)}`),
    )
    .returning('free_at');
});

/** When the bucket is empty again (epoch ms), if it exists. */
export async function findLockThrottleFreeAt(
  db: DataStore,
  key: LockThrottleKey,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('lock_throttles')
    .select('free_at')
    .where('session_id', '=', key.sessionId)
    .where('lock_id', '=', key.lockId)
    .where('address', '=', key.address)
    .executeTakeFirst();
  return row?.free_at;
}

/** Takes one answer out of the bucket. */
export async function drainLockThrottle(
  db: DataStore,
  key: LockThrottleKey,
  intervalMs: number,
): Promise<void> {
  await drainBucket(db, [intervalMs, key.sessionId, key.lockId, key.address]);
}

/** drainLockThrottle's statement, compiled once (every right answer runs it): interval, session, lock, address. */
const drainBucket = compiledWrite<Database>((db, value) =>
  db
    .updateTable('lock_throttles')
    .set({ free_at: sql<number>`free_at - ${value(0)}` })
    .where('session_id', '=', value(1))
    .where('lock_id', '=', value(2))
    .where('address', '=', value(3)),
);

/**
 * Deletes the buckets empty at `at` (epoch ms); answers how many. It reads the whole table,
 * which has no index on `free_at`: every answer would move its entry, for a read every ten
 * minutes (docs/decisions/0025-a-session-s-writes.md).
 */
export async function deleteEmptyLockThrottles(db: DataStore, at: number): Promise<bigint> {
  const result = await db.deleteFrom('lock_throttles').where('free_at', '<=', at).executeTakeFirst();
  return result.numDeletedRows;
}
