import { createHmac, randomBytes } from 'node:crypto';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { safeEqual } from '../../crypto.js';
import type { DataStore } from '../data-store.js';
import { ApiError } from '../../http-error.js';
import type { LimitStore, ThrottleRule } from '../limits/limit-store.js';
import { findAdminByUsername } from './admins-store.js';
import { hashPassword, verifyPassword } from './password.js';

/**
 * The account's budget against a spray from anywhere: 6 checks at once, then waits of
 * 1, 2, 4 … 32 s, then 40 s: at most 100 checks in any hour (sign-in-throttle.test.ts).
 */
export const ACCOUNT_RULE: ThrottleRule = {
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 40_000,
  quietMs: 3_600_000,
};

/**
 * A device or address that signed in to the account before has a budget of its own,
 * which a spray from elsewhere does not touch: its own typos slow it down, up to 5 minutes.
 */
export const KNOWN_RULE: ThrottleRule = {
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 300_000,
  quietMs: 3_600_000,
};

/** How long a verified pair is remembered, so an admin screen's calls do not each pay for Argon2. */
const REMEMBERED_MS = 60_000;
/** How long an address that signed in stays known to the account. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client's address (request.ip: the socket's, or a trusted proxy's X-Forwarded-For). */
  address: string;
  /** The known-device cookie the browser sent, if any. */
  device: string | undefined;
}

export interface SignedIn {
  admin: Admin;
  /** A known-device cookie to set: the browser had none valid for this account. */
  newDevice?: string;
}

/** 429 with the wait in seconds, which the route sends as Retry-After. */
export class SignInDelayed extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many failed sign-ins to this account: try again in ${retryAfterSeconds} s`,
    );
  }
}

const badCredentials = () => new ApiError(401, 'BAD_CREDENTIALS', 'Wrong username or password');

/** Verified against when the username is unknown, so that both cases take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * Signs admins in, for POST /v1/login and for every call that carries Basic credentials
 * (docs/decisions/0014-sign-in-and-shared-limits.md). Each password check is taken from a
 * budget with growing delays: the device's when the browser carries this account's
 * known-device cookie, the address's when it signed in to the account before, else the
 * account's own, shared by every other address — an unknown username has one too, so
 * that both answer alike. Concurrent checks of the same pair are one Argon2 verification;
 * a verified pair is remembered, by a keyed digest and never the password, in the limit
 * store (shared by the instances) until the password changes.
 */
export class AdminAuthenticator {
  private readonly checking = new Map<string, Promise<Admin>>();
  /** Bumped by forget(): a check that began before it does not remember its pair. */
  private generation = 0;

  constructor(
    private readonly db: DataStore,
    private readonly store: LimitStore,
    private readonly secret: string,
  ) {}

  async authenticate(attempt: SignInAttempt): Promise<SignedIn> {
    const { username, password } = attempt;
    const digest = this.mac('credential', username, password);
    const device = this.deviceOf(username, attempt.device);
    const remembered = await this.store.get(`credential:${digest}`);
    let admin: Admin;
    if (remembered) {
      admin = JSON.parse(remembered) as Admin;
    } else {
      let check = this.checking.get(digest);
      if (!check) {
        check = this.check(attempt, digest, device).finally(() => this.checking.delete(digest));
        this.checking.set(digest, check);
      }
      admin = await check;
    }
    return device ? { admin } : { admin, newDevice: this.newDevice(username) };
  }

  /** After a password change or a removal: the account's remembered sign-ins, on every instance. */
  async forget(adminId: string): Promise<void> {
    this.generation += 1;
    await this.store.removeOwned(adminId);
  }

  private async check(attempt: SignInAttempt, digest: string, device: string | undefined): Promise<Admin> {
    const { username, password, address } = attempt;
    const generation = this.generation;
    const account = this.mac('account', username);
    const addressKey = `known:${account}:${address}`;
    const knownAddress = await this.store.get(addressKey);
    const budget = device
      ? `budget:device:${account}:${device}`
      : knownAddress
        ? `budget:address:${account}:${address}`
        : `budget:account:${account}`;
    const taken = await this.store.take(
      budget,
      device || knownAddress ? KNOWN_RULE : ACCOUNT_RULE,
      Date.now(),
    );
    if (!taken.allowed) throw new SignInDelayed(Math.ceil(taken.retryAfterMs / 1000));

    const row = await findAdminByUsername(this.db, username);
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const valid = await verifyPassword(row?.password_hash ?? (await decoyHash), password);
    if (!row || !valid) throw badCredentials();

    const admin: Admin = { id: row.id, username: row.username, createdAt: row.created_at, role: row.role };
    // A device or address that signed in has its budget back; the account's spray budget does not.
    if (device || knownAddress) await this.store.remove(budget);
    await this.store.put(addressKey, '1', KNOWN_ADDRESS_MS);
    if (generation === this.generation) {
      await this.store.put(`credential:${digest}`, JSON.stringify(admin), REMEMBERED_MS, admin.id);
    }
    return admin;
  }

  private mac(...parts: string[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\u0000')).digest('base64url');
  }

  /** The device's id when the cookie is one this server gave for this username. */
  private deviceOf(username: string, cookie: string | undefined): string | undefined {
    const [id, signature, ...rest] = (cookie ?? '').split('.');
    if (!id || !signature || rest.length > 0) return undefined;
    return safeEqual(signature, this.mac('device', username, id)) ? id : undefined;
  }

  private newDevice(username: string): string {
    const id = randomBytes(16).toString('base64url');
    return `${id}.${this.mac('device', username, id)}`;
  }
}
