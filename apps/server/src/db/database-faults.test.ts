import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-faults.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database fault, told from a bug', () => {
  it.each([
    ['57P01', 'pg_terminate_backend, a fast shutdown'],
    ['57P02', 'a crash of another backend'],
    ['57P03', 'the database starting up'],
    ['53300', 'too many connections'],
    ['08006', 'a connection failure'],
    ['08001', 'unable to connect'],
    ['08P01', 'a protocol violation'],
    ['ECONNREFUSED', 'nobody listening'],
    ['ECONNRESET', 'a connection reset'],
    ['ETIMEDOUT', 'a connection timed out'],
    ['ENOTFOUND', 'the host unknown to DNS'],
    ['SQLITE_BUSY', 'another process writing'],
    ['SQLITE_BUSY_SNAPSHOT', 'a busy snapshot'],
    ['SQLITE_IOERR_WRITE', 'a disk that fails'],
    ['SQLITE_CANTOPEN', 'a file gone'],
    ['SQLITE_FULL', 'a full disk'],
    ['SQLITE_READONLY', 'a disk remounted read-only'],
  ])('%s (%s) is one', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    ['Connection terminated unexpectedly'],
    ['Connection terminated due to connection timeout'],
    ['Client has encountered a connection error and is not queryable'],
    ['timeout exceeded when trying to connect'],
  ])('node-postgres saying "%s" is one', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it.each([
    ["Stream isn't writeable and enableOfflineQueue options is false"],
    [
      'Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.',
    ],
    ['Connection is closed.'],
  ])('ioredis saying "%s" (the shared limits out of reach) is one', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('is found inside the errors of every address tried, or as a cause', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('57P01') }))).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['22P02', 'an invalid input'],
    ['42P01', 'a missing table'],
    ['57014', 'a cancelled statement'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'a unique violation'],
    ['SQLITE_ERROR', 'a wrong statement'],
    ['SQLITE_BUSYNESS', 'no such code'],
    ['ERR_INVALID_ARG_TYPE', 'a bug'],
  ])('%s (%s) is not', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is not a plain bug, nor what is not an error', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
