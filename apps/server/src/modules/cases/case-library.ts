import type { Admin } from '@coulisses/shared/auth/login.schema';
import type { CaseSummary, CreateCase } from '@coulisses/shared/case/case.schema';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { ApiError } from '../../http-error.js';
import { findKnownAdminIds, listAdminRows } from '../admins/admins-store.js';
import { inTransaction, inWriteTransaction, type DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { ownedCase, ownsCase, readableCase } from './case-access.js';
import { decodeSentFile, workingVersion } from './case-drafts.js';
import {
  countCaseSessions,
  DRAFT,
  insertCase,
  listCaseRows,
  listCaseShareRows,
  listVersionRows,
  readCaseFiles,
  readCaseFilesByKey,
  deleteCaseRow,
  deleteTrialSessions,
  replaceCaseShares,
  writeDraftFiles,
  type CaseFileKey,
  type CaseRow,
} from './cases-store.js';

const readJson = (bytes: Uint8Array | undefined): unknown => {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
};

type DraftCard = Pick<CaseSummary, 'languages' | 'title'>;

/** The languages a scenario.json declares that the product knows: none when it is no JSON. */
function declaredLanguages(bytes: Uint8Array | undefined): Language[] {
  const declared = (readJson(bytes) as { languages?: unknown } | undefined)?.languages;
  return Array.isArray(declared) ? declared.filter(isLanguage) : [];
}

/** Files read one a case, by their case. */
const byCase = (files: readonly { case_id: string; bytes: Uint8Array }[]) =>
  new Map(files.map((file) => [file.case_id, file.bytes]));

/**
 * What the library says of each case's working version (its draft, or an installed case's
 * latest): its languages, and its title in the first of them. Two queries for any number of
 * cases: the scenario.json of each, then the texts of each one's first language.
 */
async function draftCards(db: DataStore, rows: readonly CaseRow[]): Promise<Map<string, DraftCard>> {
  const fileOf = (row: CaseRow, path: string) => ({ caseId: row.id, version: workingVersion(row), path });
  const definitions = byCase(
    await readCaseFilesByKey(
      db,
      rows.map((row) => fileOf(row, 'scenario.json')),
    ),
  );
  const cards = new Map<string, DraftCard>();
  const firstTexts: CaseFileKey[] = [];
  for (const row of rows) {
    const languages = declaredLanguages(definitions.get(row.id));
    cards.set(row.id, { languages });
    if (languages[0]) firstTexts.push(fileOf(row, `texts.${languages[0]}.json`));
  }
  for (const [id, bytes] of byCase(await readCaseFilesByKey(db, firstTexts))) {
    const title = (readJson(bytes) as { title?: unknown } | undefined)?.title;
    const card = cards.get(id);
    if (card && typeof title === 'string') card.title = title;
  }
  return cards;
}

/**
 * GET /v1/cases (docs/product.md#case-library): the installed cases and those the admin
 * may read, each with its versions; the draft is what the editor last saved.
 */
export async function listCases(db: DataStore, admin: Admin): Promise<CaseSummary[]> {
  const shares = await listCaseShareRows(db);
  const sharedWith = (id: string) => shares.filter((share) => share.case_id === id).map((s) => s.admin_id);
  // The shares are read once above: whether the admin may read a case needs no query of its own.
  const rows: CaseRow[] = (await listCaseRows(db)).filter(
    (row) => row.installed === 1 || ownsCase(row, admin) || sharedWith(row.id).includes(admin.id),
  );
  const versions = await listVersionRows(
    db,
    rows.map((row) => row.id),
  );
  const names = new Map((await listAdminRows(db)).map((found) => [found.id, found.username]));
  const cards = await draftCards(db, rows);
  const sessionCounts = await countCaseSessions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = versions.filter((version) => version.case_id === row.id);
    const shared = sharedWith(row.id);
    return {
      id: row.id,
      installed: row.installed === 1,
      ownerId: row.owner_id,
      ownerName: row.owner_id ? (names.get(row.owner_id) ?? null) : null,
      sharedWith: shared,
      editable: row.installed === 0 && (ownsCase(row, admin) || shared.includes(admin.id)),
      ...(cards.get(row.id) ?? { languages: [] }),
      revision: row.revision,
      savedAt: row.saved_at,
      versions: own.map((version) => ({
        version: version.version,
        publishedAt: version.published_at,
        publishedBy: version.published_by ? (names.get(version.published_by) ?? null) : null,
      })),
      unpublishedChanges: row.installed === 0 && row.published_revision !== row.revision,
      sessionCount: sessionCounts.get(row.id) ?? 0,
    };
  });
}

/** The files a copy starts from: a published version, or the draft of a case one may edit. */
async function copiedFiles(db: DataStore, from: NonNullable<CreateCase['copyOf']>, admin: Admin) {
  const row = await readableCase(db, from.id, admin);
  // readableCase let the admin through: a draft is theirs to copy unless the case is installed.
  if (from.draft && row.installed === 0) return readCaseFiles(db, row.id, DRAFT);
  if (row.published_version === null)
    throw new ApiError(409, 'CASE_INVALID', 'This case has no published version to copy yet');
  return readCaseFiles(db, row.id, row.published_version);
}

/** A copy's scenario.json names the copy: the one change a copy makes to the files. */
function renamed(files: Map<string, Uint8Array>, id: string): Map<string, Uint8Array> {
  const bytes = files.get('scenario.json');
  if (!bytes) return files;
  try {
    const definition = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const copy = new Map(files);
    copy.set(
      'scenario.json',
      new TextEncoder().encode(`${JSON.stringify({ ...definition, id }, null, 2)}\n`),
    );
    return copy;
  } catch {
    return files;
  }
}

/** POST /v1/cases: a new case of the admin's, its draft from the files sent or a copy. */
export async function createCase(db: DataStore, input: CreateCase, admin: Admin): Promise<void> {
  const files = input.copyOf
    ? renamed(await copiedFiles(db, input.copyOf, admin), input.id)
    : new Map(Object.entries(input.files ?? {}).map(([path, sent]) => [path, decodeSentFile(path, sent)]));
  await insertDraftCase(db, input.id, files, admin);
}

/** Stores a new case with these files as its draft; 409 CASE_ID_TAKEN when a case has its id. */
export async function insertDraftCase(
  db: DataStore,
  id: string,
  files: ReadonlyMap<string, Uint8Array>,
  admin: Admin,
): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const inserted = await insertCase(trx, {
      id,
      installed: 0,
      owner_id: admin.id,
      created_at: now,
      saved_at: now,
      saved_by: admin.id,
    });
    if (!inserted) throw new ApiError(409, 'CASE_ID_TAKEN', `A case is already called ${id}`, ['id']);
    await writeDraftFiles(trx, id, files);
  });
}

/** PUT /v1/cases/{id}/shares: its owner shares it with exactly these admins. */
export async function shareCase(db: DataStore, id: string, adminIds: readonly string[], admin: Admin) {
  const row = await ownedCase(db, id, admin);
  const wanted = [...new Set(adminIds)].filter((other) => other !== row.owner_id && other !== admin.id);
  await inTransaction(db, async (trx) => {
    if ((await findKnownAdminIds(trx, wanted)).length !== wanted.length)
      throw new ApiError(400, 'VALIDATION', 'Share a case with admins that exist', ['adminIds']);
    await replaceCaseShares(trx, id, wanted);
  });
}

/**
 * DELETE /v1/cases/{id}: its owner deletes a case no session plays, and its author's trials
 * of it with it; the trials' streams hear so once the deletion is kept. Its id keeps its
 * numbers (docs/decisions/0034-cases-in-the-database.md).
 */
export async function deleteCase(
  db: DataStore,
  events: Pick<EventOutlet, 'sessionDeleted'>,
  id: string,
  admin: Admin,
): Promise<void> {
  await ownedCase(db, id, admin);
  const trials = await inWriteTransaction(db, async (trx) => {
    if ((await countCaseSessions(trx, [id])).has(id))
      throw new ApiError(409, 'CASE_IN_USE', 'Sessions play this case: it stays while they exist');
    // The case's row first: a trial being written holds it, and is deleted below once kept;
    // one that comes after finds no case.
    await deleteCaseRow(trx, id);
    return deleteTrialSessions(trx, id);
  });
  for (const trial of trials) events.sessionDeleted(trial);
}
