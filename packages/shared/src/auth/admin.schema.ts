import * as z from 'zod/mini';
import { plainText } from '../text/plain-text.js';
import { loginSchema, PASSWORD_MAX } from './login.schema.js';

/** docs/product.md#accounts: new passwords are at least this long (as the first admin's, config.ts). */
export const PASSWORD_MIN = 8;

const newPassword = plainText({ error: 'account.errors.passwordTooShort' }).check(
  z.minLength(PASSWORD_MIN, { error: 'account.errors.passwordTooShort' }),
  z.maxLength(PASSWORD_MAX, { error: 'login.errors.passwordTooLong' }),
);

/** POST /v1/admins: another admin, with the password they will sign in with. */
export const createAdminSchema = z.strictObject({
  username: loginSchema.shape.username,
  password: newPassword,
});
export type CreateAdmin = z.infer<typeof createAdminSchema>;

/** PUT /v1/admins/me/password: the signed-in admin's own password, proven by the current one. */
export const changePasswordSchema = z.strictObject({
  currentPassword: loginSchema.shape.password,
  newPassword,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const adminIdParamsSchema = z.object({ id: plainText().check(z.maxLength(64)) });
