import * as z from 'zod/mini';
import { plainText } from '../text/plain-text.js';

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;

/** docs/product.md#validation-rules, login: both fields required, each with its own translated message. */
export const loginSchema = z.strictObject({
  username: plainText({ error: 'login.errors.username' }).check(
    z.trim(),
    z.minLength(1, { error: 'login.errors.username' }),
    z.maxLength(USERNAME_MAX, { error: 'login.errors.usernameTooLong' }),
  ),
  password: plainText({ error: 'login.errors.password' }).check(
    z.minLength(1, { error: 'login.errors.password' }),
    z.maxLength(PASSWORD_MAX, { error: 'login.errors.passwordTooLong' }),
  ),
});
export type Login = z.infer<typeof loginSchema>;

/**
 * docs/product.md#accounts: the first admin is the accounts' `owner` — the one who adds and
 * removes the others, and whom nobody removes; every other is an `admin`.
 */
export const ADMIN_ROLES = ['owner', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The admin's public profile, as POST /v1/login answers it. */
export const adminSchema = z.object({
  id: z.string(),
  username: z.string(),
  createdAt: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type Admin = z.infer<typeof adminSchema>;
