import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { GameActionTable, GameTable, Database } from '../../db/schema.js';
import { compiledOnce, compiledWrite } from '../../db/compiled-once.js';
import { isUniqueViolation } from '../../db/database.js';
import { ApiError } from '../../http-error.js';
import { inTransaction, type DataStore } from '../data-store.js';

/** A player's progress on one lock, kept as JSON in games.locks. */
export interface LockProgress {
  wrong: number;
  hints: number;
  solvedAt?: string;
  /**
   * The time played when it was opened (the clock's elapsed seconds: pauses left out), for
   * each lock's time in the results (docs/product.md#csv-export). Absent on older games.
   */
  solvedAfter?: number;
  lastWrongAt?: string;
  /** The last wrong answer, normalised: sent again, it is refused without a penalty. */
  lastWrong?: string;
}
export type LocksProgress = Record<string, LockProgress>;

export interface AccusationRecord {
  answers: Record<string, string>;
  /**
   * In a team, its members when the accusation was made: the verdict is theirs, and one put
   * in the team afterwards never reads it (docs/product.md#teams). Absent on older games and
   * on a player's own.
   */
  members?: string[];
}

/**
 * A team's accusation proposed by one member (docs/product.md#team-accusation): made once
 * every other member confirms it, or once its time passes without an objection.
 */
export interface ProposalRecord {
  id: string;
  by: string;
  answers: Record<string, string>;
  at: string;
  /** When its time passes, were the session not paused meanwhile: see proposalDueAt. */
  expiresAt: string;
  /** The session's paused seconds when it was proposed: the pauses since do not count (absent on older proposals). */
  pausedBase?: number;
  /** The proposer's nickname then, for the others to read. */
  byNickname: string | null;
  /** The members who confirmed it, and how many confirmations make it: the others then. */
  confirmedBy: string[];
  needed: number;
  /** Who may confirm it: the other members when it was proposed, and only they. */
  voters: string[];
  /** The confirmers' nicknames when they confirmed, for what became of it (absent on older proposals). */
  confirmedNames?: Record<string, string | null>;
  /**
   * When its minute starts, were the session not paused meanwhile: `expiresAt` less the
   * minute (absent on older proposals, whose minute started when they were made).
   */
  startsAt?: string;
  /** The voters whose live stream was open when it was proposed: the minute waits for their phones. */
  awaiting?: string[];
  /** The members whose phone has shown it: its proposer, those who said so, those who voted. */
  shownTo?: string[];
}

/**
 * What became of a team's last proposal (docs/product.md#team-accusation), kept for the
 * members it was proposed to whose phone never showed it, until each phone has told them.
 */
export interface ProposalOutcomeRecord {
  id: string;
  outcome: 'made' | 'dropped';
  by: string;
  byNickname: string | null;
  answers: Record<string, string>;
  /** Who confirmed it, with their nicknames then. */
  confirmedBy: { id: string; nickname: string | null }[];
  /** Who objected, or its proposer who withdrew it. */
  droppedBy: { id: string; nickname: string | null } | null;
  at: string;
  /** The members it was proposed to whose phone never showed it, and who have not been told yet. */
  untold: string[];
}

export type Game = Omit<GameTable, 'locks' | 'accusation' | 'proposal' | 'proposal_outcome'> & {
  locks: LocksProgress;
  accusation: AccusationRecord | null;
  proposal: ProposalRecord | null;
  proposal_outcome: ProposalOutcomeRecord | null;
};

/** What of a game its clock reads: the columns a store selects for it. */
export const CLOCK_COLUMNS = [
  'started_at',
  'paused_base',
  'penalty_seconds',
  'finished_at',
  'elapsed_seconds',
  'duration_seconds',
  'bonus_seconds',
] as const satisfies readonly (keyof Game)[];

export type ClockedGame = Pick<Game, (typeof CLOCK_COLUMNS)[number]>;

/** The games table's columns: every read of games beside another table selects these. */
const GAME_COLUMNS = [
  'id',
  'player_id',
  'team_id',
  'session_id',
  'started_at',
  'paused_base',
  'locks',
  'solved_locks',
  'hints_taken',
  'wrong_attempts',
  'penalty_seconds',
  'score',
  'accusation',
  'finished_at',
  'elapsed_seconds',
  'last_progress_at',
  'version',
  'verdict_points',
  'accusation_reached',
  'right_answers',
  'duration_seconds',
  'bonus_seconds',
  'last_progress_paused',
  'proposal',
  'proposal_outcome',
] as const satisfies readonly (keyof GameTable)[];
type GameColumn = (typeof GAME_COLUMNS)[number];

/**
 * The columns as `game_<column>`, so that they never collide with the other table's
 * (sessions too have started_at and finished_at).
 */
export const gameColumns = GAME_COLUMNS.map((column) => `games.${column} as game_${column}` as const) as {
  [C in GameColumn]: `games.${C} as game_${C}`;
}[GameColumn][];

/** A row with the game's columns, through a left join: all null when the player has no game yet. */
export type GameColumns = { [C in GameColumn as `game_${C}`]: GameTable[C] | null };

const parseGame = (row: GameTable): Game => ({
  ...row,
  locks: JSON.parse(row.locks) as LocksProgress,
  accusation: row.accusation ? (JSON.parse(row.accusation) as AccusationRecord) : null,
  proposal: row.proposal ? (JSON.parse(row.proposal) as ProposalRecord) : null,
  proposal_outcome: row.proposal_outcome ? (JSON.parse(row.proposal_outcome) as ProposalOutcomeRecord) : null,
});

/** The game a row selected with `gameColumns` holds, if any. */
export function gameOf(row: GameColumns): Game | undefined {
  if (row.game_id === null) return undefined;
  // Only nullable columns are null in a row whose game exists. A loop, not entries: every
  // game call reads one (docs/product.md#performance-budgets).
  const game: Record<string, unknown> = {};
  for (const column of GAME_COLUMNS) game[column] = row[`game_${column}`];
  return parseGame(game as unknown as GameTable);
}

const serialiseGame = (game: Game): GameTable => ({
  ...game,
  locks: JSON.stringify(game.locks),
  accusation: game.accusation ? JSON.stringify(game.accusation) : null,
  proposal: game.proposal ? JSON.stringify(game.proposal) : null,
  proposal_outcome: game.proposal_outcome ? JSON.stringify(game.proposal_outcome) : null,
});

/**
 * The id of the game a player row plays, as SQL: its team's, else its player's
 * (docs/decisions/0020-teams.md). Every read of a player's game joins on it.
 */
export const playersGameId = sql<string>`coalesce(${sql.ref('players.team_id')}, ${sql.ref('players.id')})`;

/**
 * The player (with their token's hash), their session and their game — their team's, in
 * a session played in teams: every game call reads it, compiled once. The player's token
 * is checked on this same row (auth.ts, routes/v1/game.ts), so a game call makes one
 * read, not two.
 */
export const findGameContextRow = compiledOnce((db: DataStore, playerId: string) =>
  db
    .selectFrom('players')
    .innerJoin('sessions', 'sessions.id', 'players.session_id')
    .leftJoin('games', (join) => join.on('games.id', '=', playersGameId))
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.lang',
      'players.token_hash',
      'players.nickname',
      'players.team_id as player_team_id',
      'players.released_at',
      'teams.name as team_name',
    ])
    .selectAll('sessions')
    .select(gameColumns)
    .where('players.id', '=', playerId),
);

export type GameContextRow = NonNullable<Awaited<ReturnType<typeof findGameContextRow>>>;

/** The id of the game a player plays: their team's, else their own. */
export const gameIdOf = (player: GamePlayer) => player.teamId ?? player.playerId;

/** Who plays a game: the player, and their team in a session played in teams. */
export interface GamePlayer {
  playerId: string;
  teamId: string | null;
}

/** Who starts a game, in which session: its pauses until then are left out of its clock. */
type GameStart = GamePlayer & { session: { id: string; paused_seconds: number } };

/** A game as it starts: nothing done yet, its clock from `now`, the pauses before it left out. */
export function newGame(player: GameStart, now: Date): Game {
  return {
    id: gameIdOf(player),
    player_id: player.teamId === null ? player.playerId : null,
    team_id: player.teamId,
    session_id: player.session.id,
    started_at: now.toISOString(),
    paused_base: player.session.paused_seconds,
    locks: {},
    solved_locks: 0,
    hints_taken: 0,
    wrong_attempts: 0,
    penalty_seconds: 0,
    score: 0,
    accusation: null,
    finished_at: null,
    elapsed_seconds: null,
    duration_seconds: null,
    bonus_seconds: 0,
    last_progress_at: now.toISOString(),
    last_progress_paused: player.session.paused_seconds,
    version: 1,
    verdict_points: 0,
    accusation_reached: 0,
    right_answers: 0,
    proposal: null,
    proposal_outcome: null,
  };
}

/**
 * A player's clock — a team's, from its first member's look — starts the first time they
 * look at their game while the session runs (docs/decisions/0004). Two tabs or two
 * members racing here both end with the same single row.
 */
export async function startGame(db: DataStore, context: GameStart, now: Date): Promise<Game> {
  const game = newGame(context, now);
  try {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('games').values(serialiseGame(game)).execute();
      await recordAction(trx, game, context.playerId, { kind: 'start', at: now });
    });
    return game;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another member started it first: theirs is the game.
    const row = await findGameContextRow(db, context.playerId);
    return (row && gameOf(row)) ?? game;
  }
}

export interface GameAction {
  kind: GameActionTable['kind'];
  at: Date;
  target?: string;
  answer?: string;
  outcome?: string;
  penaltySeconds?: number;
}

/** recordAction's statement, its values in the order of the columns. */
const insertAction = compiledWrite<Database>((db, value) =>
  db.insertInto('game_actions').values({
    id: value(0),
    player_id: value(1),
    game_id: value(2),
    session_id: value(3),
    at: value(4),
    kind: value(5),
    target: value(6),
    answer: value(7),
    outcome: value(8),
    penalty_seconds: value(9),
  }),
);

/** Records what `playerId` did to the game: their path and, in a team, its feed. */
export async function recordAction(
  db: DataStore,
  game: Pick<Game, 'id' | 'session_id'>,
  playerId: string,
  action: GameAction,
): Promise<void> {
  await insertAction(db, [
    // Time-ordered (UUIDv7, monotonic within the process): two actions in the same
    // millisecond keep their order in the player's path, which sorts by at, then id.
    uuidv7(),
    playerId,
    game.id,
    game.session_id,
    action.at.toISOString(),
    action.kind,
    action.target ?? null,
    action.answer ?? null,
    action.outcome ?? null,
    action.penaltySeconds ?? 0,
  ]);
}

/**
 * Saves a changed game and what `playerId` did together, only if nobody saved it
 * meanwhile: two tabs, or two members of a team, submitting at once cannot both spend the
 * same state (optimistic concurrency).
 */
export const saveGame = (db: DataStore, game: Game, playerId: string, action: GameAction): Promise<Game> =>
  saveGameWith(db, game, (trx, next) => recordAction(trx, next, playerId, action));

/**
 * What a game is of, which never changes once it has begun: left out of its update, so that
 * the update leaves the indexes on them alone (docs/decisions/0025-a-session-s-writes.md).
 */
const GAME_IDENTITY = new Set<GameColumn>(['id', 'player_id', 'team_id', 'session_id']);
const CHANGING_COLUMNS = GAME_COLUMNS.filter((column) => !GAME_IDENTITY.has(column));

/** Every column of a game but its identity, then where: its id and the version it was read at. */
const updateGame = compiledWrite<Database>((db, value) =>
  db
    .updateTable('games')
    .set(Object.fromEntries(CHANGING_COLUMNS.map((column, index) => [column, value(index)])))
    .where('id', '=', value(CHANGING_COLUMNS.length))
    .where('version', '=', value(CHANGING_COLUMNS.length + 1)),
);

/** Saves a changed game as saveGame does, with what `record` writes in the same transaction. */
export async function saveGameWith(
  db: DataStore,
  game: Game,
  record: (trx: DataStore, next: Game) => Promise<void>,
): Promise<Game> {
  const next = { ...game, version: game.version + 1 };
  const row = serialiseGame(next);
  await inTransaction(db, async (trx) => {
    const result = await updateGame(trx, [
      ...CHANGING_COLUMNS.map((column) => row[column]),
      game.id,
      game.version,
    ]);
    if (!result.numAffectedRows) {
      throw new ApiError(409, 'CONFLICT', 'The game changed meanwhile; try again');
    }
    await record(trx, next);
  });
  return next;
}
