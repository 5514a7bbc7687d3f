import type { Insertable, Selectable } from 'kysely';
import type { CaseTable, CaseVersionTable } from '../../db/schema.js';
import type { DataStore } from '../data-store.js';

export type CaseRow = Selectable<CaseTable>;

/** The draft of a case is its version 0 (docs/decisions/0034-cases-in-the-database.md). */
export const DRAFT = 0;

export const findCaseRow = (db: DataStore, id: string) =>
  db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirst();

export const listCaseRows = (db: DataStore) => db.selectFrom('cases').selectAll().orderBy('id').execute();

/**
 * Inserts a case; false when its id is taken. A case new to its id starts the id's numbers at
 * zero; one created again under the id of a deleted one goes on from that one's.
 */
export async function insertCase(db: DataStore, row: Insertable<CaseTable>): Promise<boolean> {
  const result = await db
    .insertInto('cases')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .insertInto('case_numbers')
    .values({ case_id: row.id })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
  return true;
}

/** Deletes a case with its versions, files and shares; its numbers stay with its id. */
export const deleteCaseRow = (db: DataStore, id: string) =>
  db.deleteFrom('cases').where('id', '=', id).execute();

/** The files of one version of a case (the draft: DRAFT), by path. */
export async function readCaseFiles(
  db: DataStore,
  id: string,
  version: number,
): Promise<Map<string, Uint8Array>> {
  const rows = await db
    .selectFrom('case_files')
    .select(['path', 'bytes'])
    .where('case_id', '=', id)
    .where('version', '=', version)
    .orderBy('path')
    .execute();
  return new Map(rows.map((row) => [row.path, new Uint8Array(row.bytes)]));
}

/** One file of one version of a case. */
export interface CaseFileKey {
  caseId: string;
  version: number;
  path: string;
}

/**
 * Keys per statement: a library of any size is read a thousand cases a query, far below the
 * parameters a statement may bind (32,766 on SQLite, 65,535 on PostgreSQL).
 */
const KEYS_PER_STATEMENT = 1000;

/** `read` on the keys a batch at a time, the rows of every batch together. */
async function inBatches<K, R>(keys: readonly K[], read: (batch: readonly K[]) => Promise<R[]>) {
  const rows: R[] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT)
    rows.push(...(await read(keys.slice(start, start + KEYS_PER_STATEMENT))));
  return rows;
}

/** These files, of any cases and versions, read together: those that are there. */
export const readCaseFilesByKey = (db: DataStore, keys: readonly CaseFileKey[]) =>
  inBatches(keys, (batch) =>
    db
      .selectFrom('case_files')
      .select(['case_id', 'version', 'path', 'bytes'])
      .where((eb) =>
        eb(
          eb.refTuple('case_id', 'version', 'path'),
          'in',
          batch.map((key) => eb.tuple(key.caseId, key.version, key.path)),
        ),
      )
      .execute(),
  );

/** Writes these files of the draft, replacing those of the same paths; null deletes one. */
export async function writeDraftFiles(
  db: DataStore,
  id: string,
  files: ReadonlyMap<string, Uint8Array | null>,
): Promise<void> {
  const paths = [...files.keys()];
  if (paths.length === 0) return;
  await db
    .deleteFrom('case_files')
    .where('case_id', '=', id)
    .where('version', '=', DRAFT)
    .where('path', 'in', paths)
    .execute();
  await insertCaseFiles(
    db,
    id,
    DRAFT,
    new Map([...files].filter((entry): entry is [string, Uint8Array] => entry[1] !== null)),
  );
}

/**
 * Writes the files of a new version, by inserts alone: a file the version holds already is
 * refused by the key (case, version, path), never replaced, so that no version's files are
 * ever another's (docs/decisions/0034-cases-in-the-database.md).
 */
export async function insertCaseFiles(
  db: DataStore,
  id: string,
  version: number,
  files: ReadonlyMap<string, Uint8Array>,
): Promise<void> {
  const rows = [...files].map(([path, bytes]) => ({ case_id: id, version, path, bytes: Buffer.from(bytes) }));
  // Several statements keep each under PostgreSQL's and SQLite's bound parameters.
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('case_files')
      .values(rows.slice(start, start + 100))
      .execute();
}

/** Every path of the draft with its size in bytes: what a save adds to. */
export const listDraftSizes = (db: DataStore, id: string) =>
  db
    .selectFrom('case_files')
    .select((eb) => ['path', eb.fn<number>('length', ['bytes']).as('size')])
    .where('case_id', '=', id)
    .where('version', '=', DRAFT)
    .execute();

/**
 * Moves the draft to the next revision, if it is still at `revision`: how a save learns that
 * another one came first. True when it moved.
 */
export async function advanceRevision(
  db: DataStore,
  id: string,
  revision: number,
  by: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('cases')
    .set({ revision: revision + 1, saved_at: at, saved_by: by })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findLatestVersion = (db: DataStore, id: string) =>
  db
    .selectFrom('case_versions')
    .select(['version', 'digest', 'published_at'])
    .where('case_id', '=', id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const listVersionRows = (db: DataStore, ids: readonly string[]) =>
  inBatches(ids, (batch) =>
    db
      .selectFrom('case_versions')
      .select(['case_id', 'version', 'published_at', 'published_by'])
      .where('case_id', 'in', batch)
      .orderBy('case_id')
      .orderBy('version')
      .execute(),
  );

/** The number the case id's next published version takes: the one after the last it gave. */
export async function nextVersionNumber(db: DataStore, id: string): Promise<number> {
  const row = await db
    .selectFrom('case_numbers')
    .select('versions_published')
    .where('case_id', '=', id)
    .executeTakeFirst();
  return (row?.versions_published ?? 0) + 1;
}

/**
 * Gives `version` to the case id's next publication, if no other took it since it was read
 * (nextVersionNumber): true when it did. The id's numbers stay claimed until the transaction
 * ends, so that two publications at once never number the same version.
 */
export async function claimVersionNumber(db: DataStore, id: string, version: number): Promise<boolean> {
  const result = await db
    .updateTable('case_numbers')
    .set({ versions_published: version })
    .where('case_id', '=', id)
    .where('versions_published', '=', version - 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes `version` the case's latest, if its draft is still at `revision` and `version` comes
 * next: true when it did. The case's numbers stay claimed until the transaction ends.
 */
export async function claimVersion(
  db: DataStore,
  id: string,
  revision: number,
  version: number,
): Promise<boolean> {
  if (!(await claimVersionNumber(db, id, version))) return false;
  const result = await db
    .updateTable('cases')
    .set({ published_version: version, published_revision: revision })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a published version, whose files are written, as the case's latest. */
export async function insertVersion(db: DataStore, row: Insertable<CaseVersionTable>): Promise<void> {
  await db.insertInto('case_versions').values(row).execute();
  await db
    .updateTable('cases')
    .set({ published_version: row.version })
    .where('id', '=', row.case_id)
    .execute();
}

export const findCaseShare = (db: DataStore, caseId: string, adminId: string) =>
  db
    .selectFrom('case_shares')
    .select('admin_id')
    .where('case_id', '=', caseId)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();

export const listCaseShareRows = (db: DataStore) =>
  db.selectFrom('case_shares').select(['case_id', 'admin_id']).orderBy('admin_id').execute();

/** The case is shared with exactly these admins, the last list replaced. */
export async function replaceCaseShares(
  db: DataStore,
  caseId: string,
  adminIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('case_shares').where('case_id', '=', caseId).execute();
  if (adminIds.length === 0) return;
  await db
    .insertInto('case_shares')
    .values(adminIds.map((adminId) => ({ case_id: caseId, admin_id: adminId })))
    .execute();
}

/** How many sessions play some version of each case, its author's trials aside: by case id. */
export async function countCaseSessions(db: DataStore, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await inBatches(ids, (batch) =>
    db
      .selectFrom('sessions')
      .select((eb) => ['scenario_id', eb.fn.countAll<number>().as('count')])
      .where('scenario_id', 'in', batch)
      .where('trial', '=', 0)
      .groupBy('scenario_id')
      .execute(),
  );
  return new Map(rows.map((row) => [row.scenario_id, Number(row.count)]));
}

/**
 * Deletes the trial sessions of a case, with their players, games and messages (the foreign
 * keys cascade): their ids.
 */
export async function deleteTrialSessions(db: DataStore, caseId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('scenario_id', '=', caseId)
    .where('trial', '=', 1)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The trial sessions, of every case, created before `before` (an ISO time). */
export const listTrialsCreatedBefore = (db: DataStore, before: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'scenario_id', 'scenario_version'])
    .where('trial', '=', 1)
    .where('created_at', '<', before)
    .execute();

/**
 * Counts one more trial of the case and returns the version it plays: the n-th trial of its
 * id plays -n, a number no trial took before, even one forgotten since or one of a case
 * deleted since (docs/decisions/0034-cases-in-the-database.md). The id's numbers stay
 * claimed until the transaction ends, so trials started at once count one after the other.
 * Undefined when the case is gone.
 */
export async function claimTrialVersion(db: DataStore, id: string): Promise<number | undefined> {
  const row = await db
    .updateTable('case_numbers')
    .set((eb) => ({ trials_started: eb('trials_started', '+', 1) }))
    .where('case_id', '=', id)
    .where(({ exists, selectFrom }) => exists(selectFrom('cases').select('id').where('id', '=', id)))
    .returning('trials_started')
    .executeTakeFirst();
  return row && -row.trials_started;
}

/** Deletes the files of versions of a case (a trial's, once its session is gone). */
export const deleteCaseVersionFiles = (db: DataStore, id: string, versions: readonly number[]) =>
  versions.length === 0
    ? Promise.resolve()
    : db.deleteFrom('case_files').where('case_id', '=', id).where('version', 'in', versions).execute();
