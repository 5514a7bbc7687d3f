import { v7 as uuidv7 } from 'uuid';
import type { Kysely, Transaction } from 'kysely';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import type { Database, GameTable } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isUniqueViolation } from '../../db/database.js';
import { ApiError, notFound } from '../../http-error.js';
import { findPlayableScenario, type ScenarioRegistry } from '../scenarios/scenarios.js';
import type { AccusationRecord, Game, LocksProgress } from './game-rules.js';
import type { GameContext } from './game-view.js';

export const parseGame = (row: GameTable): Game => ({
  ...row,
  locks: JSON.parse(row.locks) as LocksProgress,
  accusation: row.accusation ? (JSON.parse(row.accusation) as AccusationRecord) : null,
});

/**
 * A games row as a query returns it — columns read through a join may be null-typed, and
 * PostgreSQL may answer counts as strings — made a Game.
 */
export function readGameRow(row: { [K in keyof GameTable]: unknown }): Game {
  const text = (value: unknown) => (value === null ? null : String(value));
  return parseGame({
    player_id: String(row.player_id),
    session_id: String(row.session_id),
    started_at: String(row.started_at),
    paused_base: Number(row.paused_base),
    locks: String(row.locks),
    solved_locks: Number(row.solved_locks),
    hints_taken: Number(row.hints_taken),
    wrong_attempts: Number(row.wrong_attempts),
    penalty_seconds: Number(row.penalty_seconds),
    score: Number(row.score),
    accusation: text(row.accusation),
    finished_at: text(row.finished_at),
    elapsed_seconds: row.elapsed_seconds === null ? null : Number(row.elapsed_seconds),
    last_progress_at: String(row.last_progress_at),
    version: Number(row.version),
    verdict_points: Number(row.verdict_points),
    accusation_reached: Number(row.accusation_reached),
  });
}

const serialiseGame = (game: Game): GameTable => ({
  ...game,
  locks: JSON.stringify(game.locks),
  accusation: game.accusation ? JSON.stringify(game.accusation) : null,
});

/**
 * The player (with their token's hash), their session and their game: every game call
 * reads it, compiled once. The player's token is checked on this same row (auth.ts,
 * routes/v1/game.ts), so a game call makes one read, not two.
 */
export const findGameContextRow = compiledOnce((db: Kysely<Database>, playerId: string) =>
  db
    .selectFrom('players')
    .innerJoin('sessions', 'sessions.id', 'players.session_id')
    .leftJoin('games', 'games.player_id', 'players.id')
    .select(['players.id as player_id_', 'players.lang', 'players.token_hash'])
    .selectAll('sessions')
    .select([
      'games.player_id',
      'games.started_at as game_started_at',
      'games.paused_base',
      'games.locks',
      'games.solved_locks',
      'games.hints_taken',
      'games.wrong_attempts',
      'games.penalty_seconds',
      'games.score',
      'games.accusation',
      'games.finished_at as game_finished_at',
      'games.elapsed_seconds',
      'games.last_progress_at',
      'games.version',
      'games.verdict_points',
      'games.accusation_reached',
    ])
    .where('players.id', '=', playerId),
);

export type GameContextRow = NonNullable<Awaited<ReturnType<typeof findGameContextRow>>>;

/** The player, their session, their case and their game (if it has started), in one read. */
export async function loadGameContext(
  db: Kysely<Database> | Transaction<Database>,
  scenarios: ScenarioRegistry,
  playerId: string,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const row = loaded ?? (await findGameContextRow(db, playerId));
  if (!row) throw notFound('Player');
  const scenario = findPlayableScenario(scenarios, row.scenario_id);
  if (!scenario) throw notFound('Scenario');
  const session = {
    id: row.id,
    name: row.name,
    scenario_id: row.scenario_id,
    duration_minutes: Number(row.duration_minutes),
    status: row.status,
    created_at: row.created_at,
    started_at: row.started_at,
    paused_at: row.paused_at,
    paused_seconds: Number(row.paused_seconds),
    extra_seconds: Number(row.extra_seconds),
    finished_at: row.finished_at,
    debrief_release: row.debrief_release,
    debrief_released_at: row.debrief_released_at,
  };
  const game =
    row.player_id === null
      ? undefined
      : readGameRow({
          ...row,
          session_id: row.id,
          started_at: row.game_started_at,
          finished_at: row.game_finished_at,
        });
  const lang: Language = isLanguage(row.lang) ? row.lang : 'fr';
  return { playerId, lang, session, scenario, game };
}

/**
 * A player's clock starts the first time they look at their game while the session
 * runs (docs/decisions/0004). Two tabs racing here both end with the same single row.
 */
export async function startGame(db: Kysely<Database>, context: GameContext, now: Date): Promise<Game> {
  const game: Game = {
    player_id: context.playerId,
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
    last_progress_at: now.toISOString(),
    version: 1,
    verdict_points: 0,
    accusation_reached: 0,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values(serialiseGame(game)).execute();
      await recordAction(trx, game, { kind: 'start', at: now });
    });
    return game;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return game;
  }
}

export interface GameAction {
  kind: 'start' | 'read' | 'attempt' | 'hint' | 'accusation';
  at: Date;
  target?: string;
  answer?: string;
  outcome?: string;
  penaltySeconds?: number;
}

export async function recordAction(
  db: Kysely<Database> | Transaction<Database>,
  game: Pick<Game, 'player_id' | 'session_id'>,
  action: GameAction,
): Promise<void> {
  await db
    .insertInto('game_actions')
    .values({
      // Time-ordered (UUIDv7, monotonic within the process): two actions in the same
      // millisecond keep their order in the player's path, which sorts by at, then id.
      id: uuidv7(),
      player_id: game.player_id,
      session_id: game.session_id,
      at: action.at.toISOString(),
      kind: action.kind,
      target: action.target ?? null,
      answer: action.answer ?? null,
      outcome: action.outcome ?? null,
      penalty_seconds: action.penaltySeconds ?? 0,
    })
    .execute();
}

/**
 * Saves a changed game and its action together, only if nobody saved it meanwhile: two
 * tabs submitting at once cannot both spend the same state (optimistic concurrency).
 */
export async function saveGame(db: Kysely<Database>, game: Game, action: GameAction): Promise<Game> {
  const next = { ...game, version: game.version + 1 };
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('games')
      .set(serialiseGame(next))
      .where('player_id', '=', game.player_id)
      .where('version', '=', game.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new ApiError(409, 'CONFLICT', 'The game changed meanwhile; try again');
    }
    await recordAction(trx, next, action);
  });
  return next;
}
