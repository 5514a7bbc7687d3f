import * as z from 'zod/mini';
import { answerFormSchema } from '../game/answer-form.js';

/**
 * Every error the API answers is `{ key, message }`; the key is what the client
 * translates (`errors.<KEY>` in each translation file).
 */
export const ERROR_KEYS = [
  'ACCUSATION_UNAVAILABLE',
  'ADMIN_EXISTS',
  'ALREADY_RELEASED',
  'ANSWER_ALREADY_TRIED',
  'ANSWER_FORM',
  'BAD_CREDENTIALS',
  'BAD_JSON',
  'BAD_REQUEST',
  'BAD_SESSION_ID',
  'BAD_URL',
  'BODY_TOO_LARGE',
  'CANNOT_DELETE_SELF',
  'CONFLICT',
  'DATABASE_UNAVAILABLE',
  'FOLDER_LOCKED',
  'FORBIDDEN',
  'GAME_NOT_STARTED',
  'GAME_OVER',
  'HEADERS_TOO_LARGE',
  'HINT_ALREADY_GIVEN',
  'HINT_NOT_NEXT',
  'ID_MISMATCH',
  'IMMUTABLE_FIELD',
  'INTERNAL',
  'LOCK_SOLVED',
  'LOCK_THROTTLED',
  'LOCK_UNAVAILABLE',
  'NICKNAME_TAKEN',
  'NOTEPAD_FULL',
  'NOT_ACCEPTABLE',
  'NOT_FOUND',
  'NOT_YOUR_TEAM',
  'NO_MORE_HINTS',
  'NO_PENALTY',
  'NO_PLAYERS',
  'NO_TEAM',
  'OWNER_ONLY',
  'PLAYER_EXISTS',
  'PLAYER_NOT_IN_SESSION',
  'PROPOSAL_GONE',
  'PROPOSAL_PENDING',
  'PUSH_ENDPOINT_REFUSED',
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'ROOM_CLOCK',
  'SESSION_FINISHED',
  'SESSION_NOT_YOURS',
  'SESSION_PAUSED',
  'SESSION_STARTED',
  'SOLO_SESSION',
  'TEAMS_LOCKED',
  'TEAM_FULL',
  'TEAM_GAME_OVER',
  'TEAM_NAME_TAKEN',
  'TEAM_NOT_FOUND',
  'TEAM_STARTED',
  'TIME_UP',
  'TOO_MANY_TEAMS',
  'TRANSITION_NOT_ALLOWED',
  'UNAUTHORIZED',
  'UNSUPPORTED_MEDIA_TYPE',
  'URL_TOO_LONG',
  'VALIDATION',
  'WRONG_PASSWORD',
  'XSRF',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export const errorBodySchema = z.object({
  key: z.enum(ERROR_KEYS),
  message: z.string(),
  /** For VALIDATION: the payload fields that were refused. */
  fields: z.optional(z.array(z.string())),
  /** For ANSWER_FORM: what the lock's answer looks like ("4 digits"). */
  answerForm: z.optional(answerFormSchema),
  /** For LOCK_THROTTLED: when the next answer on this lock is accepted (ISO time). */
  retryAt: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
