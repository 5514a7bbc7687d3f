import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import type { GameActionTable, GameTable } from '../../db/schema.js';
import { compiledOnce, compiledWrite } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { ApiError, notFound } from '../../http-error.js';
import { inTransaction, type DataStore } from '../data-store.js';
import { findPlayableScenario, type ScenarioRegistry } from '../scenarios/scenarios.js';
import type {
  AccusationRecord,
  Game,
  LocksProgress,
  ProposalOutcomeRecord,
  ProposalRecord,
} from './game-rules.js';
import type { GameContext } from './game-view.js';

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

const PLAYER_COLUMNS = new Set([
  'lang',
  'token_hash',
  'nickname',
  'player_team_id',
  'released_at',
  'team_name',
]);

/** The session's columns of a context row: all but the player's and the game's. */
function sessionOf(row: GameContextRow): GameContext['session'] {
  const session: Record<string, unknown> = {};
  for (const column in row) {
    if (!PLAYER_COLUMNS.has(column) && !column.startsWith('game_'))
      session[column] = row[column as keyof GameContextRow];
  }
  return session as unknown as GameContext['session'];
}

/** The player, their session, their case and their game (if it has started), in one read. */
export async function loadGameContext(
  db: DataStore,
  scenarios: ScenarioRegistry,
  playerId: string,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const row = loaded ?? (await findGameContextRow(db, playerId));
  if (!row) throw notFound('Player');
  const scenario = findPlayableScenario(scenarios, row.scenario_id);
  if (!scenario) throw notFound('Scenario');
  const lang: Language = isLanguage(row.lang) ? row.lang : 'fr';
  return {
    playerId,
    teamId: row.player_team_id,
    teamName: row.team_name,
    lang,
    nickname: row.nickname,
    session: sessionOf(row),
    scenario,
    game: gameOf(row),
  };
}

/** The id of the game a player plays: their team's, else their own. */
export const gameIdOf = (context: Pick<GameContext, 'playerId' | 'teamId'>) =>
  context.teamId ?? context.playerId;

/**
 * A player's clock — a team's, from its first member's look — starts the first time they
 * look at their game while the session runs (docs/decisions/0004). Two tabs or two
 * members racing here both end with the same single row.
 */
export async function startGame(db: DataStore, context: GameContext, now: Date): Promise<Game> {
  const game: Game = {
    id: gameIdOf(context),
    player_id: context.teamId === null ? context.playerId : null,
    team_id: context.teamId,
    session_id: context.session.id,
    started_at: now.toISOString(),
    paused_base: context.session.paused_seconds,
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
    last_progress_paused: context.session.paused_seconds,
    version: 1,
    verdict_points: 0,
    accusation_reached: 0,
    right_answers: 0,
    proposal: null,
    proposal_outcome: null,
  };
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
