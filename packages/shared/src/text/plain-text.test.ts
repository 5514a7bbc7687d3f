import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../auth/login.schema.js';
import { attemptSchema, accusationSchema, lockParamsSchema } from '../game/game.schema.js';
import { sendMessageSchema } from '../message/message.schema.js';
import {
  listPlayersQuerySchema,
  playerIdParamsSchema,
  registerPlayerSchema,
} from '../player/player.schema.js';
import { pushSubscriptionSchema } from '../push/push.schema.js';
import { createSessionSchema, sessionIdParamsSchema } from '../session/session.schema.js';
import { CONTROL_CHARACTER_ERROR, hasControlCharacter } from './plain-text.js';

const REFUSED = [
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udc00',
];
const ACCEPTED = ['Répétition générale', 'Ωμέγα', '=1+1', '👩‍👩‍👧', 'a b', '\u00a0', '\u202f'];

describe('hasControlCharacter', () => {
  it('finds controls, separators and lone surrogates, and nothing in ordinary text of any script', () => {
    for (const character of REFUSED)
      expect(hasControlCharacter(`a${character}b`), JSON.stringify(character)).toBe(true);
    for (const text of ACCEPTED) expect(hasControlCharacter(text), text).toBe(false);
  });

  it('lets line breaks and tabs through in a text of several lines, and nothing else', () => {
    expect(hasControlCharacter('Line one\nline two\r\n\tthree', true)).toBe(false);
    expect(hasControlCharacter('a\u0000b', true)).toBe(true);
    expect(hasControlCharacter('a\u2028b', true)).toBe(true);
  });

  it('agrees with a character-by-character reading on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const expected = [...text].some((character) => {
          const code = character.codePointAt(0)!;
          return (
            code < 0x20 ||
            (code >= 0x7f && code <= 0x9f) ||
            code === 0x2028 ||
            code === 0x2029 ||
            (code >= 0xd800 && code <= 0xdfff)
          );
        });
        expect(hasControlCharacter(text)).toBe(expected);
      }),
    );
  });
});

describe('Every request schema refuses control characters in its strings', () => {
  const firstIssue = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.find((issue) => issue.message === CONTROL_CHARACTER_ERROR);

  it.each([
    ['login username', loginSchema, { username: 'gm\u0000', password: 'secret' }, 'username'],
    ['login password', loginSchema, { username: 'gm', password: 'se\u0000cret' }, 'password'],
    ['an answer', attemptSchema, { answer: '1887\u2028' }, 'answer'],
    ['an accusation', accusationSchema, { answers: { who: 'irene\u0000' } }, 'answers'],
    ['a lock id', lockParamsSchema, { id: 'p', lockId: 'desk\u0000' }, 'lockId'],
    ['a message', sendMessageSchema, { body: 'Look\u0000' }, 'body'],
    ['a mail', registerPlayerSchema, { mail: 'a\u0000@example.com', sessionId: 'ABCDEF' }, 'mail'],
    ['a join code', registerPlayerSchema, { mail: 'a@example.com', sessionId: 'ABC\nDEF' }, 'sessionId'],
    ['a session name', createSessionSchema, { name: 'Soirée\u0085' }, 'name'],
    ['a session id in a path', sessionIdParamsSchema, { id: 'AB\u0000' }, 'id'],
    ['a player id in a path', playerIdParamsSchema, { id: '\ud800' }, 'id'],
    ['a query', listPlayersQuerySchema, { sessionId: 'AB\u2029' }, 'sessionId'],
    [
      'a push endpoint',
      pushSubscriptionSchema,
      { endpoint: 'https://push.example.com/\u0000', keys: { p256dh: 'a'.repeat(87), auth: 'a'.repeat(22) } },
      'endpoint',
    ],
  ])('%s', (_what, schema: { safeParse: (value: unknown) => any }, value, field) => {
    const issue = firstIssue(schema.safeParse(value));
    expect(issue, JSON.stringify(value)).toBeDefined();
    expect(issue!.path[0]).toBe(field);
  });

  it('keeps line breaks in a message, which is written on several lines', () => {
    expect(sendMessageSchema.safeParse({ body: 'Look under\nthe carpet.' }).success).toBe(true);
  });
});
