import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isJoinCode, joinCodeFromBytes, normaliseJoinCode } from '@coulisses/shared/session/join-code';
import type {
  CreateSession,
  DebriefRelease,
  ReplaceSession,
  Session,
  SessionStatus,
} from '@coulisses/shared/session/session.schema';
import { isUniqueViolation } from '../../db/database.js';
import type { Database, SessionTable } from '../../db/schema.js';
import { ApiError, notFound } from '../../http-error.js';
import {
  isAllowedStatusChange,
  SESSION_TRANSITIONS,
  ADD_MINUTES_FROM,
  RELEASE_DEBRIEF_FROM,
  type SessionTransition,
} from '@coulisses/shared/session/session-transitions';
import { clockOnStatusChange, sessionClockEnd, type SessionClock } from './session-clock.js';

const NOT_STARTED: SessionClock = {
  status: 'draft',
  started_at: null,
  paused_at: null,
  paused_seconds: 0,
  extra_seconds: 0,
  finished_at: null,
};

type SessionRow = SessionTable & { player_count: number | string | bigint | null };

/** The session's own clock, from its first start (the players' clocks start at their first look). */
function sessionClock(row: SessionRow, now: Date): Session['clock'] {
  const durationSeconds = Number(row.duration_minutes) * 60 + Number(row.extra_seconds);
  const elapsedSeconds = row.started_at
    ? Math.max(
        0,
        Math.floor((sessionClockEnd(row, now).getTime() - Date.parse(row.started_at)) / 1000) -
          Number(row.paused_seconds),
      )
    : 0;
  return {
    durationSeconds,
    elapsedSeconds,
    remainingSeconds: Math.max(0, durationSeconds - elapsedSeconds),
    running: row.status === 'running',
  };
}

export const toSession = (row: SessionRow, now = new Date()): Session => ({
  id: row.id,
  name: row.name,
  scenarioId: row.scenario_id,
  durationMinutes: Number(row.duration_minutes),
  status: row.status as SessionStatus,
  createdAt: row.created_at,
  playerCount: Number(row.player_count ?? 0),
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  addedMinutes: Math.round(Number(row.extra_seconds) / 60),
  clock: sessionClock(row, now),
  debriefRelease: row.debrief_release as DebriefRelease,
  debriefReleasedAt: row.debrief_released_at,
});

const notAllowed = (from: string, to: string) =>
  new ApiError(409, 'TRANSITION_NOT_ALLOWED', `A ${from} session cannot become ${to}`, ['status']);

function selectSessions(db: Kysely<Database>) {
  return db
    .selectFrom('sessions')
    .selectAll('sessions')
    .select((eb) =>
      eb
        .selectFrom('players')
        .select(eb.fn.countAll().as('n'))
        .whereRef('players.session_id', '=', 'sessions.id')
        .as('player_count'),
    );
}

export async function listSessions(db: Kysely<Database>): Promise<Session[]> {
  const rows = await selectSessions(db).orderBy('created_at', 'desc').execute();
  return rows.map((row) => toSession(row));
}

export async function findSession(db: Kysely<Database>, typedId: string): Promise<Session | undefined> {
  const id = normaliseJoinCode(typedId);
  if (!isJoinCode(id)) return undefined;
  const row = await selectSessions(db).where('sessions.id', '=', id).executeTakeFirst();
  return row ? toSession(row) : undefined;
}

export async function getSession(db: Kysely<Database>, typedId: string): Promise<Session> {
  const session = await findSession(db, typedId);
  if (!session) throw notFound('Session');
  return session;
}

/** A session plays one of the installed cases; anything else is a bad field. */
function assertInstalledScenario(scenarioIds: readonly string[] | undefined, scenarioId: string): void {
  if (scenarioIds && !scenarioIds.includes(scenarioId)) {
    throw new ApiError(400, 'VALIDATION', `No installed scenario is called ${scenarioId}`, ['scenarioId']);
  }
}

/** Assigns a fresh join code; a collision (1 in ~900 million a pair) simply draws again. */
export async function createSession(
  db: Kysely<Database>,
  input: CreateSession,
  scenarioIds?: readonly string[],
): Promise<Session> {
  assertInstalledScenario(scenarioIds, input.scenarioId);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row: SessionTable = {
      id: joinCodeFromBytes(randomBytes(6)),
      name: input.name,
      scenario_id: input.scenarioId,
      duration_minutes: input.durationMinutes,
      status: input.status,
      created_at: new Date().toISOString(),
      started_at: null,
      paused_at: null,
      paused_seconds: 0,
      extra_seconds: 0,
      finished_at: null,
      debrief_release: input.debriefRelease,
      debrief_released_at: null,
      ...clockOnStatusChange(NOT_STARTED, input.status, new Date()),
    };
    try {
      await db.insertInto('sessions').values(row).execute();
      return toSession({ ...row, player_count: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not draw a free join code');
}

export async function replaceSession(
  db: Kysely<Database>,
  pathId: string,
  input: ReplaceSession,
  scenarioIds?: readonly string[],
): Promise<Session> {
  const id = normaliseJoinCode(pathId);
  if (normaliseJoinCode(input.id) !== id) {
    throw new ApiError(400, 'ID_MISMATCH', 'The id in the body differs from the id in the path', ['id']);
  }
  assertInstalledScenario(scenarioIds, input.scenarioId);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound('Session');
    // docs/product.md#session-life-cycle: the status follows the life cycle, whichever call changes it.
    if (!isAllowedStatusChange(current.status as SessionStatus, input.status)) {
      throw notAllowed(current.status, input.status);
    }
    if (input.scenarioId !== current.scenario_id) {
      const started = await trx
        .selectFrom('games')
        .select('player_id')
        .where('session_id', '=', id)
        .executeTakeFirst();
      if (started) {
        throw new ApiError(409, 'IMMUTABLE_FIELD', 'Players have started this case: it cannot change', [
          'scenarioId',
        ]);
      }
    }
    await trx
      .updateTable('sessions')
      .set({
        name: input.name,
        scenario_id: input.scenarioId,
        duration_minutes: input.durationMinutes,
        status: input.status,
        ...(input.debriefRelease ? { debrief_release: input.debriefRelease } : {}),
        ...clockOnStatusChange(current, input.status, new Date()),
      })
      .where('id', '=', id)
      .execute();
  });
  return getSession(db, id);
}

/**
 * Start, pause, resume, add minutes, finish; and the release of the solution
 * before the end (docs/decisions/0015-nothing-learned-while-anyone-plays.md). The players'
 * clocks are computed from the session's columns, so they follow at once.
 */
export async function transitionSession(
  db: Kysely<Database>,
  pathId: string,
  transition: SessionTransition,
): Promise<Session> {
  const id = normaliseJoinCode(pathId);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound('Session');
    const status = current.status as SessionStatus;
    if (transition.action === 'addMinutes') {
      if (!ADD_MINUTES_FROM.includes(status)) throw notAllowed(status, `${status} with more time`);
      await trx
        .updateTable('sessions')
        .set({ extra_seconds: Number(current.extra_seconds) + transition.minutes * 60 })
        .where('id', '=', id)
        .execute();
      return;
    }
    if (transition.action === 'releaseDebrief') {
      if (!RELEASE_DEBRIEF_FROM.includes(status)) throw notAllowed(status, 'released');
      // Once released it stays so, from the first time: a second click changes nothing.
      await trx
        .updateTable('sessions')
        .set({ debrief_released_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('debrief_released_at', 'is', null)
        .execute();
      return;
    }
    const { from, to } = SESSION_TRANSITIONS[transition.action];
    if (!(from as readonly SessionStatus[]).includes(status)) throw notAllowed(status, to);
    await trx
      .updateTable('sessions')
      .set({ status: to, ...clockOnStatusChange(current, to, new Date()) })
      .where('id', '=', id)
      .execute();
  });
  return getSession(db, id);
}

/** Deletes a session with its players, games, actions and messages (the foreign keys cascade). */
export async function deleteSession(db: Kysely<Database>, pathId: string): Promise<void> {
  const id = normaliseJoinCode(pathId);
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Session');
}
