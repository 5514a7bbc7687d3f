import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Wrong answers on one lock from one address, in one session
 * (docs/decisions/0015-nothing-learned-while-anyone-plays.md): a bucket that holds
 * LOCK_ADDRESS_BURST answers and empties by one every LOCK_ADDRESS_INTERVAL_SECONDS. A
 * classroom behind one address answers its first 120 wrong at once, then two a minute;
 * a brute force from one address gets 240 of a 4-digit code's 10,000 in an hour's
 * session. Kept in the database: neither a new registration nor a restart empties it.
 */
export const LOCK_ADDRESS_BURST = 120;
export const LOCK_ADDRESS_INTERVAL_SECONDS = 30;

export interface LockThrottleKey {
  sessionId: string;
  lockId: string;
  address: string;
}

const INTERVAL_MS = LOCK_ADDRESS_INTERVAL_SECONDS * 1000;

/**
 * Takes a place in the bucket before an answer is judged, in one statement, so that a
 * hundred answers sent at once cannot all pass the check before any is counted. Answers
 * whether the answer may be judged, or when it may be sent again.
 */
export async function reserveLockAnswer(
  db: Kysely<Database>,
  key: LockThrottleKey,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAt: Date }> {
  const at = now.getTime();
  // When the bucket, with this answer in it, is empty again.
  const next = sql<number>`(case when lock_throttles.free_at > ${at} then lock_throttles.free_at else ${at} end) + ${INTERVAL_MS}`;
  const taken = await db
    .insertInto('lock_throttles')
    .values({
      session_id: key.sessionId,
      lock_id: key.lockId,
      address: key.address,
      free_at: at + INTERVAL_MS,
      judged: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['session_id', 'lock_id', 'address'])
        .doUpdateSet({ free_at: next, judged: sql<number>`lock_throttles.judged + 1` })
        .where(sql<boolean>`${next} - ${at} <= ${LOCK_ADDRESS_BURST * INTERVAL_MS}`),
    )
    .returning('free_at')
    .executeTakeFirst();
  if (taken) return { allowed: true };
  const row = await db
    .selectFrom('lock_throttles')
    .select('free_at')
    .where('session_id', '=', key.sessionId)
    .where('lock_id', '=', key.lockId)
    .where('address', '=', key.address)
    .executeTakeFirst();
  const freeAt = Number(row?.free_at ?? at);
  return { allowed: false, retryAt: new Date(Math.max(at, freeAt - (LOCK_ADDRESS_BURST - 1) * INTERVAL_MS)) };
}

/** A right answer gives its place back: only wrong answers fill the bucket. */
export async function releaseLockAnswer(db: Kysely<Database>, key: LockThrottleKey): Promise<void> {
  await db
    .updateTable('lock_throttles')
    .set({ free_at: sql<number>`free_at - ${INTERVAL_MS}` })
    .where('session_id', '=', key.sessionId)
    .where('lock_id', '=', key.lockId)
    .where('address', '=', key.address)
    .execute();
}

/** Forgets the buckets that are empty: they hold nothing a missing row would not. */
export async function pruneLockThrottles(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('lock_throttles')
    .where('free_at', '<=', now.getTime())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
