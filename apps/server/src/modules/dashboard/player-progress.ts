import type { Kysely } from 'kysely';
import type { Dashboard, PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { byRank } from '@coulisses/shared/session/player-rank';
import { isLanguage } from '@coulisses/shared/languages';
import type { Database, PlayerTable, SessionTable } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import {
  gameClock,
  gameScore,
  gameStatus,
  openFolders,
  solvedLockCount,
  type Game,
} from '../game/game-rules.js';
import { readGameRow } from '../game/game-store.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import { findPlayableScenario, type ScenarioRegistry } from '../scenarios/scenarios.js';
import { getSession } from '../sessions/sessions.js';

type Row = Pick<PlayerTable, 'id' | 'mail' | 'lang' | 'created_at'> & { game: Game | null };

/** One player's row of the dashboard, computed as their own game screen computes it. */
export function playerProgress(
  session: SessionTable,
  scenario: CompiledScenario | undefined,
  row: Row,
  now: Date,
): PlayerProgress {
  const game: Game | undefined = row.game ?? undefined;
  const clock = gameClock(session, game, now);
  const definition = scenario?.definition;
  const solved =
    game?.accusation && definition
      ? definition.accusation.questions.every((q) => game.accusation?.answers[q.id] === q.answer)
      : null;
  return {
    playerId: row.id,
    mail: row.mail,
    lang: isLanguage(row.lang) ? row.lang : 'fr',
    joinedAt: row.created_at,
    status: gameStatus(session, game, clock),
    startedAt: game?.started_at ?? null,
    finishedAt: game?.finished_at ?? null,
    foldersOpened: definition ? openFolders(definition, game).size : 0,
    folderCount: definition?.folders.length ?? 0,
    locksSolved: definition ? solvedLockCount(definition, game) : 0,
    lockCount: definition?.locks.length ?? 0,
    wrongAttempts: game?.wrong_attempts ?? 0,
    hintsTaken: game?.hints_taken ?? 0,
    penaltySeconds: clock.penaltySeconds,
    remainingSeconds: clock.remainingSeconds,
    lastProgressAt: game?.last_progress_at ?? null,
    score: definition ? gameScore(definition, game, clock).total : 0,
    finished: Boolean(game?.finished_at),
    solved,
  };
}

async function progressRows(db: Kysely<Database>, sessionId: string, playerId?: string) {
  let query = db
    .selectFrom('players')
    .leftJoin('games', 'games.player_id', 'players.id')
    .select(['players.id', 'players.mail', 'players.lang', 'players.created_at'])
    .select([
      'games.player_id',
      'games.session_id',
      'games.started_at',
      'games.paused_base',
      'games.locks',
      'games.solved_locks',
      'games.hints_taken',
      'games.wrong_attempts',
      'games.penalty_seconds',
      'games.score',
      'games.accusation',
      'games.finished_at',
      'games.elapsed_seconds',
      'games.last_progress_at',
      'games.version',
      'games.verdict_points',
      'games.accusation_reached',
    ])
    .where('players.session_id', '=', sessionId);
  if (playerId) query = query.where('players.id', '=', playerId);
  const rows = await query.orderBy('players.created_at').execute();
  return rows.map(({ id, mail, lang, created_at, ...game }): Row => ({
    id,
    mail,
    lang,
    created_at,
    game: game.player_id === null ? null : readGameRow({ ...game, session_id: sessionId }),
  }));
}

async function sessionRow(db: Kysely<Database>, sessionId: string): Promise<SessionTable> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!row) throw notFound('Session');
  return {
    ...row,
    duration_minutes: Number(row.duration_minutes),
    paused_seconds: Number(row.paused_seconds),
    extra_seconds: Number(row.extra_seconds),
  };
}

/** GET /v1/sessions/{id}/dashboard: the session and every player's progress, ranked. */
export async function readDashboard(
  db: Kysely<Database>,
  scenarios: ScenarioRegistry,
  typedId: string,
): Promise<Dashboard> {
  const session = await getSession(db, typedId);
  const row = await sessionRow(db, session.id);
  const scenario = findPlayableScenario(scenarios, row.scenario_id);
  const now = new Date();
  const players = (await progressRows(db, session.id)).map((player) =>
    playerProgress(row, scenario, player, now),
  );
  return { session, players: players.sort(byRank) };
}

/** GET /v1/players/{id}/progress: one row, fetched when a live event names the player. */
export async function readPlayerProgress(
  db: Kysely<Database>,
  scenarios: ScenarioRegistry,
  playerId: string,
): Promise<PlayerProgress> {
  const player = await db
    .selectFrom('players')
    .select('session_id')
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (!player) throw notFound('Player');
  const row = await sessionRow(db, player.session_id);
  const [found] = await progressRows(db, player.session_id, playerId);
  if (!found) throw notFound('Player');
  return playerProgress(row, findPlayableScenario(scenarios, row.scenario_id), found, new Date());
}
