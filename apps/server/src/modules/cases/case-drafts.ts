import type { Admin } from '@coulisses/shared/auth/login.schema';
import {
  isImagePath,
  type CaseDraft,
  type PublishedCase,
  type SaveCaseDraft,
  type SavedCaseDraft,
} from '@coulisses/shared/case/case.schema';
import { ApiError } from '../../http-error.js';
import { checkAndCompile } from '../scenarios/check-scenario.js';
import { inWriteTransaction, type DataStore } from '../data-store.js';
import { assertCasePath, assertFileSize, assertUtf8, CASE_LIMITS } from './case-files.js';
import type { CaseCatalog } from './case-catalog.js';
import { caseDigest } from './case-digest.js';
import { editableCase, readableCase } from './case-access.js';
import { vetImage } from './case-images.js';
import {
  advanceRevision,
  claimVersion,
  DRAFT,
  insertCaseFiles,
  insertVersion,
  listDraftSizes,
  nextVersionNumber,
  readCaseFiles,
  writeDraftFiles,
  type CaseRow,
} from './cases-store.js';

/** What the editor reads: text files as text, images in base64. */
export function encodeCaseFiles(files: ReadonlyMap<string, Uint8Array>): Record<string, string> {
  const decoder = new TextDecoder();
  return Object.fromEntries(
    [...files].map(([filePath, bytes]) => [
      filePath,
      isImagePath(filePath) ? Buffer.from(bytes).toString('base64') : decoder.decode(bytes),
    ]),
  );
}

/** The version the editor and the library show: the draft, or, for an installed case, its latest. */
export const workingVersion = (row: Pick<CaseRow, 'installed' | 'published_version'>) =>
  row.installed === 1 ? (row.published_version ?? DRAFT) : DRAFT;

/** GET /v1/cases/{id}/draft. */
export async function readCaseDraft(db: DataStore, id: string, admin: Admin): Promise<CaseDraft> {
  const row = await readableCase(db, id, admin);
  return {
    id: row.id,
    revision: row.revision,
    savedAt: row.saved_at,
    savedBy: row.saved_by,
    installed: row.installed === 1,
    files: encodeCaseFiles(await readCaseFiles(db, row.id, workingVersion(row))),
  };
}

/**
 * One file as the editor sent it, checked as an import checks it (case-archive.ts): a path a
 * case may hold, text in UTF-8, an image that is what its name says and draws nothing else.
 */
export function decodeSentFile(filePath: string, sent: string): Uint8Array {
  const kind = assertCasePath(filePath);
  const bytes = kind === 'image' ? Buffer.from(sent, 'base64') : new TextEncoder().encode(sent);
  assertFileSize(filePath, bytes.byteLength);
  if (kind === 'image') vetImage(filePath, bytes);
  else assertUtf8(filePath, bytes);
  return bytes;
}

/**
 * PUT /v1/cases/{id}/draft: the changed files, saved only if the draft is still at the
 * revision the editor read (docs/product.md#case-editor): a second editor's save from an
 * older revision is refused with 409 CASE_CHANGED, and writes nothing.
 */
export async function saveCaseDraft(
  db: DataStore,
  id: string,
  input: SaveCaseDraft,
  admin: Admin,
): Promise<SavedCaseDraft> {
  await editableCase(db, id, admin);
  const changes = new Map(
    Object.entries(input.files).map(([filePath, sent]) => [
      filePath,
      sent === null ? null : decodeSentFile(filePath, sent),
    ]),
  );
  const savedAt = new Date().toISOString();
  await inWriteTransaction(db, async (trx) => {
    if (!(await advanceRevision(trx, id, input.revision, admin.id, savedAt))) throw changed();
    assertWithinLimits(await listDraftSizes(trx, id), changes);
    await writeDraftFiles(trx, id, changes);
  });
  return { revision: input.revision + 1, savedAt };
}

const changed = () =>
  new ApiError(409, 'CASE_CHANGED', 'The case was saved by someone else since this revision: read it again');

function assertWithinLimits(
  current: readonly { path: string; size: number }[],
  changes: ReadonlyMap<string, Uint8Array | null>,
) {
  const sizes = new Map(current.map((file) => [file.path, Number(file.size)]));
  for (const [filePath, bytes] of changes) {
    if (bytes === null) sizes.delete(filePath);
    else sizes.set(filePath, bytes.byteLength);
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  if (sizes.size > CASE_LIMITS.files || total > CASE_LIMITS.totalBytes)
    throw new ApiError(
      413,
      'CASE_ARCHIVE_TOO_LARGE',
      `A case holds at most ${CASE_LIMITS.files} files and ${CASE_LIMITS.totalBytes} bytes`,
    );
}

/**
 * POST /v1/cases/{id}/versions: the draft, as the author last saw it, becomes the next
 * version if it passes every check; a draft with problems is saved, never published
 * (422 CASE_INVALID, with the problems).
 */
export async function publishCase(
  db: DataStore,
  catalog: CaseCatalog,
  id: string,
  revision: number,
  admin: Admin,
): Promise<PublishedCase> {
  await editableCase(db, id, admin);
  const files = await readCaseFiles(db, id, DRAFT);
  const checked = await checkAndCompile(id, files);
  if (!checked.scenario)
    throw new ApiError(
      422,
      'CASE_INVALID',
      `The case has ${checked.problems.length} problems: ${checked.problems
        .slice(0, 5)
        .map((problem) => `${problem.file} ${problem.field}: ${problem.message}`)
        .join('; ')}`,
      checked.problems.map((problem) => `${problem.file}#${problem.field}`).slice(0, 50),
    );
  const { scenario } = checked;
  // The files checked are the files published: a save that came between the two is seen
  // by the revision, and the case's numbers stay claimed until the version is written. The
  // number comes after the last its id gave, a deleted case's under the id included
  // (docs/decisions/0034-cases-in-the-database.md).
  const version = await inWriteTransaction(db, async (trx) => {
    const next = await nextVersionNumber(trx, id);
    if (!(await claimVersion(trx, id, revision, next))) throw changed();
    await insertCaseFiles(trx, id, next, files);
    await insertVersion(trx, {
      case_id: id,
      version: next,
      published_at: new Date().toISOString(),
      published_by: admin.id,
      digest: caseDigest(files),
    });
    return next;
  });
  catalog.remember(id, version, scenario);
  return { version, warnings: checked.warnings };
}
