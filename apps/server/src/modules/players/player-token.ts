import { createHash, randomBytes } from 'node:crypto';
import { safeEqual } from '../../crypto.js';

/** A player's secret: 32 random bytes. Only its SHA-256 is stored. */
export function newPlayerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPlayerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function playerTokenMatches(token: string, storedHash: string): boolean {
  return safeEqual(hashPlayerToken(token), storedHash);
}
