/**
 * docs/decisions/0013-database-faults.md: the errors that say "the database cannot be
 * reached or cannot write right now" — a request meeting one answers 503
 * DATABASE_UNAVAILABLE, and the same request succeeds once the database is back. Anything
 * else stays a bug (500).
 */

/** PostgreSQL SQLSTATEs of a lost or refused connection. */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '53300', // too_many_connections
]);
/** Class 08: connection exceptions (08000, 08003, 08006, 08001, 08004, 08P01…). */
const POSTGRES_CONNECTION_CLASS = /^08[0-9A-Z]{3}$/;

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLite result codes (and their extended forms, `SQLITE_IOERR_WRITE`…) of a file that cannot serve. */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL', 'SQLITE_READONLY'];

/** node-postgres and its pool say these in words only, without a code. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/** ioredis, when REDIS_URL keeps the shared limits and Redis cannot be reached. */
const REDIS_MESSAGES = [
  /^Stream isn't writeable and enableOfflineQueue options is false/,
  /^Reached the max retries per request limit/,
  /^Connection is closed\./,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the error means the database is unreachable or cannot write for now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code) {
    if (POSTGRES_CODES.has(code) || POSTGRES_CONNECTION_CLASS.test(code) || NETWORK_CODES.has(code))
      return true;
    if (SQLITE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (
    typeof message === 'string' &&
    [...POSTGRES_MESSAGES, ...REDIS_MESSAGES].some((pattern) => pattern.test(message))
  )
    return true;
  // Connecting to "localhost" tries each address: Node reports them together.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((each) => isDatabaseUnavailable(each, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
