import * as z from 'zod/mini';
import { plainText } from '../text/plain-text.js';
import { playerIdParamsSchema } from '../player/player.schema.js';
import { DOCUMENT_STYLES, LOCK_KINDS } from '../scenario/scenario.schema.js';
import { answerFormSchema } from './answer-form.js';
import { arrangedAnswerSchema } from './arranged-answer.js';

/**
 * What the server lets a player see of their game. Everything here has been earned:
 * a locked folder shows its title and its lock's prompt, never its documents; a lock
 * shows the hints already taken, never the next one nor its answer (docs/product.md#locks).
 */
export const GAME_STATUSES = ['waiting', 'playing', 'paused', 'timeUp', 'finished', 'over'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const FOLDER_STATUSES = ['locked', 'open', 'solved'] as const;
export type FolderStatus = (typeof FOLDER_STATUSES)[number];

export const ANSWER_MAX = 200;

const choiceSchema = z.object({ id: z.string(), label: z.string() });

export const lockViewSchema = z.object({
  id: z.string(),
  kind: z.enum(LOCK_KINDS),
  prompt: z.string(),
  choices: z.optional(z.array(choiceSchema)),
  /**
   * What a typed answer must look like (code and text locks): digits open the numeric
   * keypad, with their count only when the prompt says it (docs/decisions/0009).
   */
  answerForm: z.optional(answerFormSchema),
  /** An order lock's items, shuffled: never in their right order. */
  items: z.optional(z.array(choiceSchema)),
  /** A match lock's two lists, the right one shuffled, and each list's heading. */
  match: z.optional(
    z.object({
      left: z.array(choiceSchema),
      right: z.array(choiceSchema),
      columns: z.object({ left: z.string(), right: z.string() }),
    }),
  ),
  /**
   * A spot lock: how many places to mark, the grid its image is read by without a tap,
   * and the image's title and description (its picture: GET …/locks/{lockId}/image).
   */
  spot: z.optional(
    z.object({
      marks: z.int(),
      grid: z.object({ columns: z.int(), rows: z.int() }),
      title: z.string(),
      description: z.string(),
    }),
  ),
  hintsTaken: z.array(z.string()),
  hintCount: z.int(),
  /** The cost of the next hint, absent when none is left. */
  nextHintPenaltySeconds: z.optional(z.int()),
  wrongAttempts: z.int(),
  /** Wrong attempts still free of penalty. */
  freeAttemptsLeft: z.int(),
  wrongAttemptPenaltySeconds: z.int(),
  /** While the lock is throttled: when the next attempt is accepted (ISO time). */
  retryAt: z.optional(z.string()),
});
export type LockView = z.infer<typeof lockViewSchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  style: z.enum(DOCUMENT_STYLES),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** docs/product.md#folders: the items of FOLDERS, the list kept in session storage. */
export const folderViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(FOLDER_STATUSES),
  /** Only once the folder is open. */
  documents: z.optional(z.array(documentSummarySchema)),
  /** Only while it is locked: the locks that open it and can be tried now. */
  locks: z.optional(z.array(lockViewSchema)),
});
export type FolderView = z.infer<typeof folderViewSchema>;
export const foldersSchema = z.array(folderViewSchema);

export const clockSchema = z.object({
  durationSeconds: z.int(),
  elapsedSeconds: z.int(),
  penaltySeconds: z.int(),
  /** Time left including penalties; never below zero. */
  remainingSeconds: z.int(),
  /** Whether the time left is going down right now. */
  running: z.boolean(),
});
export type Clock = z.infer<typeof clockSchema>;

export const accusationViewSchema = z.object({
  intro: z.string(),
  questions: z.array(z.object({ id: z.string(), prompt: z.string(), choices: z.array(choiceSchema) })),
});
export type AccusationView = z.infer<typeof accusationViewSchema>;

export const scoreSchema = z.object({
  total: z.int(),
  lockPoints: z.int(),
  answerPoints: z.int(),
  timePoints: z.int(),
  penaltyPoints: z.int(),
});
export type Score = z.infer<typeof scoreSchema>;

/**
 * docs/product.md#accusation: what the solution says of a player's accusation — every
 * answer right (solved), one or more wrong (unsolved), or none made before the session ended.
 */
export const VERDICTS = ['solved', 'unsolved', 'none'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * docs/product.md#debrief-release: why a player's verdict waits — the session's rule, the
 * same for every finished player, or in a self-paced session their own way to the
 * accusation (a lock's last hint taken, or their time run out before its folder). Never
 * their answers.
 */
export const SEAL_REASONS = ['session', 'lastHint', 'timeUp'] as const;
export type SealReason = (typeof SEAL_REASONS)[number];

export const gameResultSchema = z.object({
  verdict: z.enum(VERDICTS),
  answers: z.array(
    z.object({
      questionId: z.string(),
      prompt: z.string(),
      given: z.optional(z.string()),
      expected: z.string(),
      right: z.boolean(),
    }),
  ),
  /** The ending of a solved case, or of none made: what really happened, told as the curtain falls again (markdown). */
  reveal: z.string(),
  /**
   * An unsolved case's ending instead (markdown, content/README.md): "# …" the case not
   * solved, then "## …" what really happened. Only with the verdict `unsolved`.
   */
  epilogue: z.optional(z.string()),
  /** The explanation, clue by clue (markdown). */
  debrief: z.string(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

/**
 * An accusation made while the solution is still kept from the session
 * (docs/decisions/0015-nothing-learned-while-anyone-plays.md): the player's own answers,
 * never whether they are right — not even how many are.
 */
export const sealedVerdictSchema = z.object({
  answers: z.array(z.object({ questionId: z.string(), prompt: z.string(), given: z.string() })),
  /** The most the verdict can add to the score once it is opened (every answer right). */
  pointsAtStake: z.int(),
  reason: z.enum(SEAL_REASONS),
});
export type SealedVerdict = z.infer<typeof sealedVerdictSchema>;

/**
 * docs/product.md#team-accusation: an accusation a member of the team proposed, waiting for
 * the others' word until `expiresAt` — made once every other member confirms it, or once
 * that time passes with no objection; one objection drops it.
 */
export const proposalViewSchema = z.object({
  id: z.string(),
  /** Who proposed it: their nickname (null until they chose one), and whether it is the reader. */
  byNickname: z.nullable(z.string()),
  byPlayerId: z.string(),
  answers: z.array(z.object({ questionId: z.string(), prompt: z.string(), given: z.string() })),
  expiresAt: z.string(),
  confirmations: z.int(),
  /** The confirmations that make it at once: every member but its proposer. */
  needed: z.int(),
  /** Whether the reader has confirmed it (the proposer has, by proposing). */
  confirmed: z.boolean(),
  /** Whether the reader has a say: the members it was proposed to (not one who came since). */
  canVote: z.boolean(),
  /**
   * When its minute starts: once every teammate's phone with a live stream has shown it, or
   * PROPOSAL_SHOWING_SECONDS after it was made, whichever comes first; until then the phones
   * say it is being shown to the team, and count nothing down. `expiresAt` is a minute after.
   */
  startsAt: z.string(),
  /** Whether the reader's phone is known to have shown it (acknowledged, voted, or proposed it). */
  shown: z.boolean(),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

/** A member of the team as a proposal's outcome names them: their nickname then, if they had one. */
const proposalMemberSchema = z.object({ playerId: z.string(), nickname: z.nullable(z.string()) });

/**
 * docs/product.md#team-accusation: what became of the team's last proposal, for a member it
 * was proposed to whose phone never showed it — away when it was made. Made: the team's
 * accusation, with who confirmed it (none: nobody objected within its minute); dropped: by
 * whom (its proposer: withdrawn). Read until the reader's phone says it has shown it.
 */
export const proposalOutcomeViewSchema = z.object({
  id: z.string(),
  outcome: z.enum(['made', 'dropped']),
  byPlayerId: z.string(),
  byNickname: z.nullable(z.string()),
  answers: z.array(z.object({ questionId: z.string(), prompt: z.string(), given: z.string() })),
  confirmedBy: z.array(proposalMemberSchema),
  droppedBy: z.nullable(proposalMemberSchema),
  /** When it was made or dropped. */
  at: z.string(),
});
export type ProposalOutcomeView = z.infer<typeof proposalOutcomeViewSchema>;

export const gameStateSchema = z.object({
  playerId: z.string(),
  /** The player's nickname on the public boards; null until they choose one (docs/product.md#nicknames). */
  nickname: z.nullable(z.string()),
  /**
   * docs/product.md#teams: the session's team size (null: played solo), and the player's
   * team — null until they are in one, and they cannot play before.
   */
  teamSize: z.nullable(z.int()),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  scenarioId: z.string(),
  /**
   * Whether the case's markdown is drawn with its raw HTML: an installed case's; a case written
   * in the editor is sanitised (docs/product.md#case-editor).
   */
  rawHtml: z.boolean(),
  /** An author trying their draft: the answers may be shown (docs/product.md#case-editor). */
  trial: z.boolean(),
  title: z.string(),
  status: z.enum(GAME_STATUSES),
  clock: clockSchema,
  folders: foldersSchema,
  solvedLocks: z.int(),
  lockCount: z.int(),
  hintsTaken: z.int(),
  wrongAttempts: z.int(),
  score: scoreSchema,
  /** Once the accusation's folder is open (or the time is up) and until it is made. */
  accusation: z.optional(accusationViewSchema),
  /** A team's accusation waiting for the members' word (docs/product.md#team-accusation). */
  proposal: z.optional(proposalViewSchema),
  /** What became of the team's last proposal, for a member away when it was made (docs/product.md#team-accusation). */
  proposalOutcome: z.optional(proposalOutcomeViewSchema),
  /**
   * Once the accusation is made and the solution released to this player, never before:
   * the answers judged, the reveal and the debrief.
   */
  result: z.optional(gameResultSchema),
  /** Once the accusation is made, while the solution is not yet released to this player. */
  sealedVerdict: z.optional(sealedVerdictSchema),
});
export type GameState = z.infer<typeof gameStateSchema>;

/** /players/{id}/locks/{lockId}/…: the player's id (as every /players/{id} route) and a lock's. */
export const lockParamsSchema = z.extend(playerIdParamsSchema, {
  lockId: plainText().check(z.maxLength(64)),
});
export const documentParamsSchema = z.extend(playerIdParamsSchema, {
  documentId: plainText().check(z.maxLength(64)),
});

/** A typed answer (code, text and choice locks) — any script; long answers are refused. */
const typedAnswerSchema = plainText({ error: 'game.errors.answerRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'game.errors.answerRequired' }),
  z.maxLength(ANSWER_MAX, { error: 'game.errors.answerTooLong' }),
);

/** The form of a typed answer, as the lock's field sends it. */
export const typedAttemptSchema = z.strictObject({ answer: typedAnswerSchema });
export type TypedAttempt = z.infer<typeof typedAttemptSchema>;

/**
 * POST /v1/players/{id}/locks/{lockId}/attempts: a typed answer, or an arranged one (an
 * order, marks, pairs: `arranged-answer.ts` reads it by the lock's form).
 */
export const attemptSchema = z.strictObject({ answer: z.union([typedAnswerSchema, arrangedAnswerSchema]) });
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptResultSchema = z.object({ right: z.boolean(), state: gameStateSchema });
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const hintResultSchema = z.object({ hint: z.string(), state: gameStateSchema });
export type HintResult = z.infer<typeof hintResultSchema>;

/** POST /v1/players/{id}/accusation: one choice per question. */
export const accusationSchema = z.strictObject({
  answers: z.record(plainText().check(z.maxLength(64)), plainText().check(z.maxLength(64))),
});
export type Accusation = z.infer<typeof accusationSchema>;

/** POST /v1/players/{id}/accusation/votes: a member's word on the team's proposed accusation. */
export const accusationVoteSchema = z.strictObject({
  proposalId: plainText().check(z.minLength(1), z.maxLength(64)),
  vote: z.enum(['confirm', 'object']),
});
export type AccusationVote = z.infer<typeof accusationVoteSchema>;

/** How long a proposed accusation waits for the team's word (docs/product.md#team-accusation). */
export const PROPOSAL_SECONDS = 60;
/**
 * How long a proposal's minute waits, at most, for the teammates' phones to show it: a phone
 * that never says it has shown it cannot hold the team (docs/product.md#team-accusation).
 */
export const PROPOSAL_SHOWING_SECONDS = 10;

/**
 * POST /v1/players/{id}/teams/{teamId}/proposals/{proposalId}/shown: the reader's phone has
 * shown the team's proposal (or, to one away when it was made, what became of it).
 */
export const proposalShownParamsSchema = z.extend(playerIdParamsSchema, {
  teamId: plainText().check(z.maxLength(64)),
  proposalId: plainText().check(z.minLength(1), z.maxLength(64)),
});

/** GET /v1/players/{id}/locks/{lockId}/image: a spot lock's picture, in the reader's language. */
export const lockImageSchema = z.object({ src: z.string() });
export type LockImage = z.infer<typeof lockImageSchema>;

export const gameDocumentSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  title: z.string(),
  style: z.enum(DOCUMENT_STYLES),
  markdown: z.string(),
});
export type GameDocument = z.infer<typeof gameDocumentSchema>;

/** How many of the leaderboard's first rows every player sees (docs/product.md#leaderboard). */
export const LEADERBOARD_TOP = 10;

/**
 * GET /v1/players/{id}/leaderboard: the first LEADERBOARD_TOP rows, ranked, then the
 * player's own row when it is further down (its rank tells how far). Not the whole
 * session: at 2,000 players that was 2,000 rows for each player who finished.
 */
export const leaderboardSchema = z.array(
  z.object({
    rank: z.int(),
    /**
     * A team's name, or the player's nickname; null for a player without one, who is
     * "Investigator n" with `number` (docs/product.md#nicknames). Never a mail.
     */
    player: z.nullable(z.string()),
    /**
     * A player's row: their number in the order the session's players joined, the one the
     * show screen and the dashboard give them (`player/arrival.ts`). Null for a team's row.
     */
    number: z.nullable(z.int()),
    you: z.boolean(),
    score: z.int(),
    solvedLocks: z.int(),
    /** Made their accusation; `elapsedSeconds` is then the time it took them. */
    finished: z.boolean(),
    /** Not finished and still able to play: false once the session is over for them. */
    playing: z.boolean(),
    elapsedSeconds: z.int(),
  }),
);
export type Leaderboard = z.infer<typeof leaderboardSchema>;
