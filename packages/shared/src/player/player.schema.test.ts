import { describe, expect, it } from 'vitest';
import { loginSchema } from '../auth/login.schema.js';
import { registerPlayerSchema } from './player.schema.js';

describe('registration payload', () => {
  it('defaults lang to fr and trims the fields', () => {
    const parsed = registerPlayerSchema.parse({ mail: ' ana@example.com ', sessionId: ' abc-d23 ' });
    expect(parsed).toEqual({ lang: 'fr', mail: 'ana@example.com', sessionId: 'abc-d23' });
  });

  it('requires a valid mail and a session id, each with its translation key', () => {
    const result = registerPlayerSchema.safeParse({ mail: 'nope', sessionId: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      mail: 'register.errors.mailInvalid',
      sessionId: 'register.errors.sessionIdRequired',
    });
  });

  it('accepts only the four languages', () => {
    for (const lang of ['fr', 'en', 'es', 'gr']) {
      expect(registerPlayerSchema.safeParse({ lang, mail: 'a@b.co', sessionId: 'X' }).success).toBe(true);
    }
    expect(registerPlayerSchema.safeParse({ lang: 'el', mail: 'a@b.co', sessionId: 'X' }).success).toBe(
      false,
    );
  });

  it('accepts a mail with a leading = or + (a valid address, kept as typed)', () => {
    expect(registerPlayerSchema.parse({ mail: '=1+1@example.com', sessionId: 'X' }).mail).toBe(
      '=1+1@example.com',
    );
  });

  it('refuses unknown fields and over-long values', () => {
    expect(registerPlayerSchema.safeParse({ mail: 'a@b.co', sessionId: 'X', admin: true }).success).toBe(
      false,
    );
    expect(registerPlayerSchema.safeParse({ mail: `${'a'.repeat(250)}@b.co`, sessionId: 'X' }).success).toBe(
      false,
    );
    expect(registerPlayerSchema.safeParse({ mail: 'a@b.co', sessionId: 'X'.repeat(33) }).success).toBe(false);
  });
});

describe('login credentials', () => {
  it('requires both fields, each with its own message key', () => {
    const result = loginSchema.safeParse({ username: '', password: '' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'login.errors.username',
      'login.errors.password',
    ]);
    expect(loginSchema.safeParse({ username: 'gm', password: 'x' }).success).toBe(true);
  });
});
