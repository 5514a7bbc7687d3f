import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's Argon2id parameters (19 MiB, t=2, p=1): a check's cost is the point (bench/sign-in-spray.mjs). */
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
