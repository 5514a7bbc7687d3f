import * as z from 'zod/mini';
import { hasMailSign, noHiddenCharacters } from '../text/hidden-characters.js';
import { plainText } from '../text/plain-text.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.js';

export const MAIL_MAX = 254;
export const SESSION_ID_INPUT_MAX = 32;
export const PLAYER_TOKEN_MAX = 128;

export const languageSchema = z.enum(LANGUAGES, { error: 'register.errors.langRequired' });

export const mailSchema = z.pipe(
  plainText({ error: 'register.errors.mailRequired' }).check(
    z.trim(),
    z.minLength(1, { error: 'register.errors.mailRequired' }),
    z.maxLength(MAIL_MAX, { error: 'register.errors.mailTooLong' }),
  ),
  // The HTML5 rule, as a browser's type=email: it accepts every mail a player can have,
  // `=1+1@example.com` included (docs/product.md#csv-export).
  z.email({ pattern: z.regexes.html5Email, error: 'register.errors.mailInvalid' }),
);

/** docs/product.md#validation-rules, the registration payload: lang (default fr), mail, sessionId. */
export const registerPlayerSchema = z.strictObject({
  lang: z._default(languageSchema, DEFAULT_LANGUAGE),
  mail: mailSchema,
  sessionId: plainText({ error: 'register.errors.sessionIdRequired' }).check(
    z.trim(),
    z.minLength(1, { error: 'register.errors.sessionIdRequired' }),
    z.maxLength(SESSION_ID_INPUT_MAX, { error: 'register.errors.sessionIdTooLong' }),
  ),
  /** Proof for resuming the same player on this device (docs/decisions/0002). */
  token: z.optional(plainText().check(z.maxLength(PLAYER_TOKEN_MAX))),
});
export type RegisterPlayerInput = z.input<typeof registerPlayerSchema>;
export type RegisterPlayer = z.output<typeof registerPlayerSchema>;

export const playerSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  mail: z.string(),
  lang: languageSchema,
  createdAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

/** What registration answers: the player and the secret token kept in CURENT_PLAYER. */
export const registeredPlayerSchema = z.extend(playerSchema, { token: z.string() });
export type RegisteredPlayer = z.infer<typeof registeredPlayerSchema>;

/** PUT /v1/players/{id}: the whole player object, id taken from it (docs/product.md#players-api). */
export const replacePlayerSchema = z.object({
  id: plainText().check(z.maxLength(64)),
  sessionId: plainText().check(z.maxLength(SESSION_ID_INPUT_MAX)),
  mail: mailSchema,
  lang: languageSchema,
  createdAt: z.optional(plainText().check(z.maxLength(64))),
  token: z.optional(plainText().check(z.maxLength(PLAYER_TOKEN_MAX))),
});
export type ReplacePlayer = z.infer<typeof replacePlayerSchema>;

export const playerIdParamsSchema = z.object({ id: plainText().check(z.maxLength(64)) });
export const listPlayersQuerySchema = z.object({
  sessionId: plainText().check(z.trim(), z.minLength(1), z.maxLength(SESSION_ID_INPUT_MAX)),
});

/** docs/product.md#nicknames: what a player is called on every public board. */
export const NICKNAME_MAX = 24;

/**
 * 1 to 24 characters, with a letter, digit or symbol, none hidden and no at sign in any form
 * (docs/decisions/0031-names-that-look-alike.md); unique in the session by its keys (name-keys.ts).
 */
export const nicknameSchema = plainText({ error: 'game.nickname.errors.required' }).check(
  z.trim(),
  z.refine((value) => /[\p{L}\p{N}\p{S}]/u.test(value), { error: 'game.nickname.errors.required' }),
  noHiddenCharacters(),
  // By characters as a reader counts them, not by UTF-16 units: an emoji is one.
  z.refine((value) => [...value].length <= NICKNAME_MAX, { error: 'game.nickname.errors.tooLong' }),
  // The big screen never shows an e-mail, not even one typed as a nickname.
  z.refine((value) => !hasMailSign(value), { error: 'game.nickname.errors.noMail' }),
);

/** PUT /v1/players/{id}/nickname: the player's own, or the game master's rename. */
export const setNicknameSchema = z.strictObject({ nickname: nicknameSchema });
export type SetNickname = z.infer<typeof setNicknameSchema>;
