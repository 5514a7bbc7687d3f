import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A player's secret: 32 random bytes. Only its SHA-256 is stored. */
export function newPlayerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPlayerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function playerTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashPlayerToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
