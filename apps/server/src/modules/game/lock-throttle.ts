import type { DataStore } from '../data-store.js';
import {
  deleteEmptyLockThrottles,
  drainLockThrottle,
  fillLockThrottle,
  findLockThrottleFreeAt,
  type LockThrottleKey,
} from './lock-throttle-store.js';

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

const INTERVAL_MS = LOCK_ADDRESS_INTERVAL_SECONDS * 1000;

/**
 * Takes a place in the bucket for an answer, in the transaction that saves its judgement.
 * Answers whether the answer may be judged, or when it may be sent again.
 */
export async function reserveLockAnswer(
  db: DataStore,
  key: LockThrottleKey,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAt: Date }> {
  const at = now.getTime();
  if (await fillLockThrottle(db, key, at, INTERVAL_MS, LOCK_ADDRESS_BURST * INTERVAL_MS)) {
    return { allowed: true };
  }
  const freeAt = (await findLockThrottleFreeAt(db, key)) ?? at;
  return { allowed: false, retryAt: new Date(Math.max(at, freeAt - (LOCK_ADDRESS_BURST - 1) * INTERVAL_MS)) };
}

/** A right answer gives its place back: only wrong answers fill the bucket. */
export async function releaseLockAnswer(db: DataStore, key: LockThrottleKey): Promise<void> {
  await drainLockThrottle(db, key, INTERVAL_MS);
}

/** Forgets the buckets that are empty: they hold nothing a missing row would not. */
export async function pruneLockThrottles(db: DataStore, now: Date): Promise<number> {
  return Number(await deleteEmptyLockThrottles(db, now.getTime()));
}
