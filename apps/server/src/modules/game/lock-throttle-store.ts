import { sql } from 'kysely';
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
  // When the bucket, with this answer in it, is empty again.
  const next = sql<number>`(case when lock_throttles.free_at > ${at} then lock_throttles.free_at else ${at} end) + ${intervalMs}`;
  const taken = await db
    .insertInto('lock_throttles')
    .values({
      session_id: key.sessionId,
      lock_id: key.lockId,
      address: key.address,
      free_at: at + intervalMs,
      judged: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['session_id', 'lock_id', 'address'])
        .doUpdateSet({ free_at: next, judged: sql<number>`lock_throttles.judged + 1` })
        .where(sql<boolean>`${next} - ${at} <= ${capacityMs}`),
    )
    .returning('free_at')
    .executeTakeFirst();
  return taken !== undefined;
}

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
  await db
    .updateTable('lock_throttles')
    .set({ free_at: sql<number>`free_at - ${intervalMs}` })
    .where('session_id', '=', key.sessionId)
    .where('lock_id', '=', key.lockId)
    .where('address', '=', key.address)
    .execute();
}

/** Deletes the buckets empty at `at` (epoch ms); answers how many. */
export async function deleteEmptyLockThrottles(db: DataStore, at: number): Promise<bigint> {
  const result = await db.deleteFrom('lock_throttles').where('free_at', '<=', at).executeTakeFirst();
  return result.numDeletedRows;
}
