import { ApiError } from '../../http-error.js';

/**
 * Failed sign-ins counted per account and address (DESIGN.md "Security model"): after
 * `maxFailures` within `windowMs` that pair is refused until the window ends. Keyed by
 * the pair, so nobody can lock the game master out from another address; an attempt is
 * counted before the slow password check, so a burst of parallel tries cannot outrun it.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, { failures: number; since: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Counts one attempt for the key, or refuses with 429 when it has none left. */
  begin(key: string): void {
    const now = Date.now();
    let entry = this.attempts.get(key);
    if (entry && now - entry.since > this.windowMs) {
      this.attempts.delete(key);
      entry = undefined;
    }
    if (entry && entry.failures >= this.maxFailures) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins, try again later');
    }
    if (!entry) {
      this.makeRoom(now);
      entry = { failures: 0, since: now };
      this.attempts.set(key, entry);
    }
    entry.failures += 1;
  }

  /** The attempt was right: the key starts afresh. */
  succeed(key: string): void {
    this.attempts.delete(key);
  }

  /** Oldest first, and never a key that is still locked. */
  private makeRoom(now: number): void {
    for (const [key, entry] of this.attempts) {
      if (this.attempts.size < this.maxEntries) return;
      if (entry.failures < this.maxFailures || now - entry.since > this.windowMs) this.attempts.delete(key);
    }
  }
}
