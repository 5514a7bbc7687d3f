import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time (for equal lengths; the length is no secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
