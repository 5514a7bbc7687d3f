import { randomBytes } from 'node:crypto';
import { isJoinCode, joinCodeFromBytes, normaliseJoinCode } from '@coulisses/shared/session/join-code';
import type {
  CreateSession,
  ReplaceSession,
  Session,
  SessionStatus,
} from '@coulisses/shared/session/session.schema';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { ApiError, notFound } from '../../http-error.js';
import { listShares } from './session-owners.js';
import { inTransaction, inWriteTransaction, type DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import {
  isAllowedStatusChange,
  SESSION_TRANSITIONS,
  ADD_MINUTES_FROM,
  RELEASE_DEBRIEF_FROM,
  type SessionTransition,
} from '@coulisses/shared/session/session-transitions';
import {
  clockOnStatusChange,
  isRoomTimeUp,
  sessionDurationSeconds,
  sessionElapsedSeconds,
  type SessionClock,
} from './session-clock.js';
import { deleteSessionTeams } from '../teams/teams-store.js';
import {
  deleteSessionRow,
  findCountedSessionRow,
  findSessionRow,
  insertSession,
  largestTeam,
  listSessionRows,
  releaseDebriefOnce,
  updateSessionIfUnchanged,
  type CountedSessionRow,
  type SessionRow,
} from './sessions-store.js';

const NOT_STARTED: SessionClock = {
  status: 'draft',
  started_at: null,
  paused_at: null,
  paused_seconds: 0,
  extra_seconds: 0,
  finished_at: null,
};

/**
 * The session's own clock, from its first start (the room's clock: docs/decisions/0017).
 * Self-paced, the session runs on past its duration while latecomers play their own time,
 * and its elapsed time, which the show screen shows, with it (docs/product.md#show-screen).
 */
function sessionClock(row: SessionRow, now: Date): Session['clock'] {
  const durationSeconds = sessionDurationSeconds(row);
  const run = sessionElapsedSeconds(row, now);
  const elapsedSeconds = row.pacing === 'room' ? Math.min(durationSeconds, run) : run;
  return {
    durationSeconds,
    elapsedSeconds,
    remainingSeconds: Math.max(0, durationSeconds - elapsedSeconds),
    running: row.status === 'running' && elapsedSeconds < durationSeconds,
  };
}

export const toSession = (row: CountedSessionRow, sharedWith: string[], now = new Date()): Session => ({
  id: row.id,
  name: row.name,
  scenarioId: row.scenario_id,
  scenarioVersion: row.scenario_version,
  durationMinutes: row.duration_minutes,
  status: row.status,
  createdAt: row.created_at,
  playerCount: row.player_count,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  addedMinutes: Math.round(row.extra_seconds / 60),
  clock: sessionClock(row, now),
  debriefRelease: row.debrief_release,
  debriefReleasedAt: row.debrief_released_at,
  pacing: row.pacing,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  sharedWith,
  teamSize: row.team_size,
  teamsLocked: row.teams_locked === 1,
});

/** The session as the API answers it, with the admins it is shared with. */
export async function sessionOf(db: DataStore, row: CountedSessionRow, now = new Date()): Promise<Session> {
  return toSession(row, (await listShares(db, [row.id])).get(row.id) ?? [], now);
}

/** What a change of a session tells: its dashboards and its players read it again, or close. */
export type SessionEvents = Pick<EventOutlet, 'sessionChanged' | 'sessionDeleted'>;

/** The session as it now is, told to its dashboards and its players once the change is kept. */
async function announced(db: DataStore, events: SessionEvents, id: string): Promise<Session> {
  const session = await getSession(db, id);
  events.sessionChanged(session);
  return session;
}

const notAllowed = (from: string, to: string) =>
  new ApiError(409, 'TRANSITION_NOT_ALLOWED', `A ${from} session cannot become ${to}`, ['status']);

export async function listSessions(db: DataStore): Promise<Session[]> {
  const rows = await listSessionRows(db);
  const shares = await listShares(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSession(row, shares.get(row.id) ?? []));
}

/** The session a join code names, however typed, with its player count. */
export async function findSessionRowByCode(
  db: DataStore,
  typedId: string,
): Promise<CountedSessionRow | undefined> {
  const id = normaliseJoinCode(typedId);
  return isJoinCode(id) ? findCountedSessionRow(db, id) : undefined;
}

export async function findSession(db: DataStore, typedId: string): Promise<Session | undefined> {
  const row = await findSessionRowByCode(db, typedId);
  return row ? sessionOf(db, row) : undefined;
}

/** The session's row, or 404. */
export async function getSessionRow(db: DataStore, typedId: string): Promise<CountedSessionRow> {
  const row = await findSessionRowByCode(db, typedId);
  if (!row) throw notFound('Session');
  return row;
}

export async function getSession(db: DataStore, typedId: string): Promise<Session> {
  return sessionOf(db, await getSessionRow(db, typedId));
}

/**
 * The version of case `id` a new session plays: its latest published version, if the admin
 * may play it (docs/product.md#case-editor); anything else is a bad field.
 */
export type ChooseCase = (id: string) => Promise<number>;

/** Assigns a fresh join code; a collision (1 in ~900 million a pair) simply draws again. */
export async function createSession(
  db: DataStore,
  input: CreateSession,
  chooseCase?: ChooseCase,
  owner?: Admin,
  { trial = false }: { trial?: boolean } = {},
): Promise<Session> {
  const scenarioVersion = chooseCase ? await chooseCase(input.scenarioId) : 1;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row: SessionRow = {
      id: joinCodeFromBytes(randomBytes(6)),
      name: input.name,
      scenario_id: input.scenarioId,
      scenario_version: scenarioVersion,
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
      pacing: input.pacing,
      owner_id: owner?.id ?? null,
      team_size: input.teamSize,
      teams_locked: 0,
      trial: trial ? 1 : 0,
      ...clockOnStatusChange(NOT_STARTED, input.status, new Date()),
    };
    if (await insertSession(db, row)) {
      return toSession({ ...row, player_count: 0, owner_name: owner?.username ?? null }, []);
    }
  }
  throw new Error('Could not draw a free join code');
}

/**
 * The case, the duration and the pacing change only before the start (docs/product.md#session-life-cycle):
 * once a session has run, its players' time and scores rest on them, and a finished
 * session's results stay as they were. More time is "add minutes", while it runs.
 */
function assertEditableBeforeStart(current: SessionRow, input: ReplaceSession): void {
  if (current.started_at === null) return;
  const changed = [
    input.scenarioId !== current.scenario_id && 'scenarioId',
    input.durationMinutes !== current.duration_minutes && 'durationMinutes',
    input.pacing !== undefined && input.pacing !== current.pacing && 'pacing',
    input.teamSize !== undefined && input.teamSize !== current.team_size && 'teamSize',
  ].filter((field): field is string => field !== false);
  if (changed.length > 0) {
    throw new ApiError(
      409,
      'SESSION_STARTED',
      'The session has started: its case, duration, pacing and teams can no longer change',
      changed,
    );
  }
}

/**
 * docs/product.md#session-life-cycle: nothing of a finished session changes but its name —
 * its results stand as they were played, and so does whether the solution was revealed.
 */
function assertFinishedKeepsAllButItsName(current: SessionRow, input: ReplaceSession): void {
  const changed = [
    input.scenarioId !== current.scenario_id && 'scenarioId',
    input.durationMinutes !== current.duration_minutes && 'durationMinutes',
    input.pacing !== undefined && input.pacing !== current.pacing && 'pacing',
    input.teamSize !== undefined && input.teamSize !== current.team_size && 'teamSize',
    input.debriefRelease !== undefined &&
      input.debriefRelease !== current.debrief_release &&
      'debriefRelease',
  ].filter((field): field is string => field !== false);
  if (changed.length > 0) {
    throw new ApiError(
      409,
      'SESSION_FINISHED',
      'The session is finished: only its name can still change',
      changed,
    );
  }
}

/** docs/product.md#teams: a smaller size cannot leave a team with more members than it allows. */
async function assertTeamsFit(db: DataStore, sessionId: string, size: number): Promise<void> {
  if ((await largestTeam(db, sessionId)) > size) {
    throw new ApiError(409, 'TEAM_FULL', 'A team of this session has more members than this size', [
      'teamSize',
    ]);
  }
}

export async function replaceSession(
  db: DataStore,
  events: SessionEvents,
  pathId: string,
  input: ReplaceSession,
  chooseCase?: ChooseCase,
): Promise<Session> {
  const id = normaliseJoinCode(pathId);
  const now = new Date();
  if (normaliseJoinCode(input.id) !== id) {
    throw new ApiError(400, 'ID_MISMATCH', 'The id in the body differs from the id in the path', ['id']);
  }
  // A case since uninstalled does not stop a rename: only a change of case is checked, and
  // plays the case's latest version. Read before the transaction: SQLite has one connection.
  const before = await findSessionRow(db, id);
  const chosenVersion =
    before && input.scenarioId !== before.scenario_id && chooseCase
      ? await chooseCase(input.scenarioId)
      : undefined;
  await inTransaction(db, async (trx) => {
    const { current, judgedAs } = await currentSessionRow(trx, id, now);
    // docs/product.md#session-life-cycle: the status follows the life cycle, whichever call changes it.
    // A session whose room time ran out changes no more status, as if already finished.
    if (input.status !== current.status && !isAllowedStatusChange(judgedAs, input.status)) {
      throw notAllowed(judgedAs, input.status);
    }
    if (judgedAs === 'finished') assertFinishedKeepsAllButItsName(current, input);
    assertEditableBeforeStart(current, input);
    if (input.teamSize != null && input.teamSize !== current.team_size) {
      await assertTeamsFit(trx, id, input.teamSize);
    }
    const changes: Partial<SessionRow> = {
      name: input.name,
      scenario_id: input.scenarioId,
      ...(input.scenarioId !== current.scenario_id ? { scenario_version: chosenVersion ?? 1 } : {}),
      duration_minutes: input.durationMinutes,
      status: input.status,
      ...(input.debriefRelease ? { debrief_release: input.debriefRelease } : {}),
      ...(input.pacing ? { pacing: input.pacing } : {}),
      ...(input.teamSize !== undefined ? { team_size: input.teamSize } : {}),
      ...clockOnStatusChange(current, input.status, now),
    };
    if (!(await updateSessionIfUnchanged(trx, current, changes))) throw notAllowed(current.status, 'changed');
    // Played solo after all: its teams go, and their players are in none (docs/product.md#teams).
    if (input.teamSize === null && current.team_size !== null) {
      await deleteSessionTeams(trx, id);
    }
  });
  return announced(db, events, id);
}

/**
 * The session as a game master's step meets it, and the status its steps are judged by: a
 * room-paced session whose time ran out is over, even in the second before the room
 * clock's round marks it finished (room-clock.ts) — a pause or more minutes pressed at
 * 0:00 are refused, not applied to a session whose time is gone.
 */
async function currentSessionRow(
  db: DataStore,
  id: string,
  now: Date,
): Promise<{ current: SessionRow; judgedAs: SessionStatus }> {
  const current = await findSessionRow(db, id);
  if (!current) throw notFound('Session');
  const over = current.status === 'running' && isRoomTimeUp(current, now);
  return { current, judgedAs: over ? 'finished' : current.status };
}

/**
 * Start, pause, resume, add minutes, finish; and the release of the solution
 * before the end (docs/decisions/0015-nothing-learned-while-anyone-plays.md). The players'
 * clocks are computed from the session's columns, so they follow at once.
 */
export async function transitionSession(
  db: DataStore,
  events: SessionEvents,
  pathId: string,
  transition: SessionTransition,
): Promise<Session> {
  const id = normaliseJoinCode(pathId);
  await inTransaction(db, async (trx) => {
    const { current, judgedAs: status } = await currentSessionRow(trx, id, new Date());
    // Applied only to the session as read here; changed meanwhile, the step is refused.
    const apply = async (changes: Partial<SessionRow>) => {
      if (!(await updateSessionIfUnchanged(trx, current, changes))) throw notAllowed(status, 'changed');
    };
    if (transition.action === 'addMinutes') {
      if (!ADD_MINUTES_FROM.includes(status)) throw notAllowed(status, `${status} with more time`);
      await apply({ extra_seconds: current.extra_seconds + transition.minutes * 60 });
      return;
    }
    if (transition.action === 'releaseDebrief') {
      if (!RELEASE_DEBRIEF_FROM.includes(status)) throw notAllowed(status, 'released');
      // Once released it stays so, from the first time: a second click changes nothing.
      await releaseDebriefOnce(trx, id, new Date().toISOString());
      return;
    }
    const { from, to } = SESSION_TRANSITIONS[transition.action];
    if (!(from as readonly SessionStatus[]).includes(status)) throw notAllowed(status, to);
    await apply({ status: to, ...clockOnStatusChange(current, to, new Date()) });
  });
  return announced(db, events, id);
}

/**
 * Moves a started session's clock on by `seconds`, as if they had passed: its start moves
 * back, so every clock computed from its columns (the phones', the show screen's, the
 * room's end) reads later at once. Only the browser tests reach it, so that no test waits
 * out real minutes (TEST_CLOCK_CONTROL, docs/architecture.md, "5. Tests").
 */
export async function moveSessionClock(
  db: DataStore,
  events: SessionEvents,
  pathId: string,
  seconds: number,
): Promise<Session> {
  const id = normaliseJoinCode(pathId);
  const current = await findSessionRow(db, id);
  if (!current) throw notFound('Session');
  if (!current.started_at || current.status === 'finished') throw notAllowed(current.status, 'moved on');
  const startedAt = new Date(Date.parse(current.started_at) - seconds * 1000).toISOString();
  if (!(await updateSessionIfUnchanged(db, current, { started_at: startedAt }))) {
    throw notAllowed(current.status, 'changed');
  }
  return announced(db, events, id);
}

/**
 * Deletes a session with its players, games, actions and messages (the foreign keys
 * cascade), and what `alongside` deletes with it, in one transaction; every stream of the
 * session hears so once the deletion is kept, and closes.
 */
export async function deleteSession(
  db: DataStore,
  events: SessionEvents,
  pathId: string,
  alongside: (trx: DataStore) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const id = normaliseJoinCode(pathId);
  await inWriteTransaction(db, async (trx) => {
    await alongside(trx);
    if (!(await deleteSessionRow(trx, id))) throw notFound('Session');
  });
  events.sessionDeleted(id);
}
