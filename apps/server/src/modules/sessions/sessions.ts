import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isJoinCode, joinCodeFromBytes, normaliseJoinCode } from '@coulisses/shared/session/join-code';
import type {
  CreateSession,
  ReplaceSession,
  Session,
  SessionStatus,
} from '@coulisses/shared/session/session.schema';
import { isUniqueViolation } from '../../db/database.js';
import type { Database, SessionTable } from '../../db/schema.js';
import { ApiError, notFound } from '../../http-error.js';
import { clockOnStatusChange, type SessionClock } from './session-clock.js';

const NOT_STARTED: SessionClock = {
  status: 'draft',
  started_at: null,
  paused_at: null,
  paused_seconds: 0,
  extra_seconds: 0,
  finished_at: null,
};

type SessionRow = SessionTable & { player_count: number | string | bigint | null };

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  name: row.name,
  scenarioId: row.scenario_id,
  durationMinutes: Number(row.duration_minutes),
  status: row.status as SessionStatus,
  createdAt: row.created_at,
  playerCount: Number(row.player_count ?? 0),
});

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
  return rows.map(toSession);
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
    await trx
      .updateTable('sessions')
      .set({
        name: input.name,
        scenario_id: input.scenarioId,
        duration_minutes: input.durationMinutes,
        status: input.status,
        ...clockOnStatusChange(current, input.status, new Date()),
      })
      .where('id', '=', id)
      .execute();
  });
  return getSession(db, id);
}
