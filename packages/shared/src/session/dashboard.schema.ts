import * as z from 'zod/mini';
import { GAME_STATUSES } from '../game/game.schema.js';
import { caseHintSchema, MESSAGE_KINDS } from '../message/message.schema.js';
import { languageSchema } from '../player/player.schema.js';
import { sessionSchema } from './session.schema.js';

/** A player with no progress for this long while playing is shown as stuck (docs/product.md#dashboard). */
export const STUCK_AFTER_MINUTES = 8;
/**
 * A room's player who has not opened their game this long after the start (or their
 * joining) is shown as stuck too: their time runs as everyone's (docs/product.md#alerts).
 */
export const UNOPENED_AFTER_MINUTES = 3;

/** One row of the live dashboard and of the results export (docs/product.md#csv-export). */
export const playerProgressSchema = z.object({
  playerId: z.string(),
  mail: z.string(),
  /** Shown first, the mail beside it (docs/product.md#nicknames). */
  nickname: z.nullable(z.string()),
  /** Their team, in a session played in teams (docs/product.md#teams): the game shown is the team's. */
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  lang: languageSchema,
  joinedAt: z.string(),
  status: z.enum(GAME_STATUSES),
  /** When their clock started (their first look while the session ran), and when they finished. */
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  foldersOpened: z.int(),
  folderCount: z.int(),
  locksSolved: z.int(),
  lockCount: z.int(),
  wrongAttempts: z.int(),
  hintsTaken: z.int(),
  penaltySeconds: z.int(),
  remainingSeconds: z.int(),
  /**
   * Their time played, the session's pauses left out: the one measure of a player's time
   * on the dashboard, in the results, the export and the leaderboards (docs/product.md#pacing).
   */
  elapsedSeconds: z.int(),
  /** The last lock opened or the start; null before they started. */
  lastProgressAt: z.nullable(z.string()),
  /**
   * From when their time without progress counts: the last progress, moved on by the
   * session's pauses since — what "stuck" is measured from (docs/product.md#dashboard).
   * For a player who has not opened their game while the room's clock runs, from the later
   * of the start and their joining, moved on by the session's pauses (docs/product.md#alerts).
   * Null otherwise: unless they are playing or paused, or so waiting.
   */
  idleSince: z.nullable(z.string()),
  /**
   * While wrong answers hold them back on a lock (docs/product.md#answer-throttle): when
   * the last of those waits ends; null when nothing holds them (docs/product.md#alerts).
   */
  throttledUntil: z.nullable(z.string()),
  score: z.int(),
  finished: z.boolean(),
  /** Whether the accusation was right on all counts; null until it is made. */
  solved: z.nullable(z.boolean()),
  /** How many answers of the accusation are right; null until it is made. */
  rightAnswers: z.nullable(z.int()),
  /**
   * What the room may see of the score (docs/product.md#show-screen): the players'
   * leaderboard's — without the verdict's points while it is sealed to this game.
   */
  publicScore: z.int(),
  /** The right answers as the room may know them: null until the verdict is out for this game. */
  publicRightAnswers: z.nullable(z.int()),
});
export type PlayerProgress = z.infer<typeof playerProgressSchema>;

/** GET /v1/sessions/{id}/dashboard */
export const dashboardSchema = z.object({
  session: sessionSchema,
  players: z.array(playerProgressSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * A message in a player's path (docs/product.md#case-hints): what reached them — the game
 * master's words to them or to all, a hint of the case, a warning — and when they read it.
 */
export const pathMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  body: z.nullable(z.string()),
  toEveryone: z.boolean(),
  minutesLeft: z.nullable(z.int()),
  caseHint: z.nullable(caseHintSchema),
  /** The first time the player saw it; null while unread. */
  readAt: z.nullable(z.string()),
});
export type PathMessage = z.infer<typeof pathMessageSchema>;

/** GET /v1/players/{id}/actions: a player's path, every action with its time. */
export const playerActionSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum([
    'start',
    'read',
    'attempt',
    'hint',
    'accusation',
    'message',
    // A game master's doing (docs/product.md#player-controls), and the player going on elsewhere.
    'addedTime',
    'forgiven',
    'released',
    'moved',
    // A team's accusation (docs/product.md#team-accusation): proposed, confirmed, objected to.
    'proposed',
    'confirmed',
    'objected',
  ]),
  /** The lock or document concerned, and its title in the asked language. */
  target: z.nullable(z.string()),
  targetTitle: z.nullable(z.string()),
  answer: z.nullable(z.string()),
  /**
   * The answer in words, in the asked language, where the player picked a choice rather
   * than typed: a choice lock's attempt ("By the service lift" for `service-lift`).
   */
  answerText: z.nullable(z.string()),
  /** The accusation's answers in words, question by question, in the asked language. */
  accusation: z.nullable(z.array(z.object({ question: z.string(), answer: z.string() }))),
  outcome: z.nullable(z.enum(['right', 'wrong', 'throttled', 'repeated'])),
  /** The time it cost the player; below zero, the time a game master gave them. */
  penaltySeconds: z.int(),
  /** For a message: what was sent and when it was read. */
  message: z.nullable(pathMessageSchema),
});
export type PlayerAction = z.infer<typeof playerActionSchema>;

/**
 * GET /v1/players/{id}/position: where a player stands (docs/product.md#case-hints) — the
 * locks in front of them, each with the case's hints, those they have had and the next.
 */
export const playerPositionSchema = z.object({
  status: z.enum(GAME_STATUSES),
  locks: z.array(
    z.object({
      lockId: z.string(),
      title: z.string(),
      /** The folder the lock is found in. */
      folderTitle: z.string(),
      wrongAttempts: z.int(),
      hints: z.array(
        z.object({
          number: z.int(),
          text: z.string(),
          penaltySeconds: z.int(),
          /** Had already: taken by the player or sent by the game master. */
          given: z.boolean(),
        }),
      ),
    }),
  ),
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;
