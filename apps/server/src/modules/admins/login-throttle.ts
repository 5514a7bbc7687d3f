import { ApiError } from '../../http-error.js';

/**
 * Failed logins counted per account (the per-address limit is the route's rate limit):
 * after `maxFailures` within `windowMs`, the account refuses every try until the window
 * ends, so a password cannot be guessed by spreading tries over many addresses.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60_000,
  ) {}

  check(username: string): void {
    const entry = this.failures.get(username);
    if (!entry) return;
    if (Date.now() - entry.since > this.windowMs) {
      this.failures.delete(username);
      return;
    }
    if (entry.count >= this.maxFailures) {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many failed logins for this account, try again later');
    }
  }

  fail(username: string): void {
    const entry = this.failures.get(username);
    if (entry && Date.now() - entry.since <= this.windowMs) entry.count += 1;
    else this.failures.set(username, { count: 1, since: Date.now() });
    if (this.failures.size > 10_000) this.failures.clear();
  }

  succeed(username: string): void {
    this.failures.delete(username);
  }
}
