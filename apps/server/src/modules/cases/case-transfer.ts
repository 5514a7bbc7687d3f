import type { Admin } from '@coulisses/shared/auth/login.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { readCaseArchive, writeCaseArchive } from './case-archive.js';
import { editableCase, readableCase } from './case-access.js';
import { insertDraftCase } from './case-library.js';
import { DRAFT, readCaseFiles } from './cases-store.js';

/**
 * GET /v1/cases/{id}/archive (docs/product.md#case-editor): a version, or the draft of a
 * case the admin may edit, as a zip laid out as content/scenarios/<id>/, file for file and
 * byte for byte. Without a version: the latest published one, or the draft of a case
 * never published.
 */
export async function exportCase(
  db: DataStore,
  id: string,
  version: number | 'draft' | undefined,
  admin: Admin,
): Promise<Uint8Array> {
  const row = version === 'draft' ? await editableCase(db, id, admin) : await readableCase(db, id, admin);
  const chosen = version === 'draft' ? DRAFT : (version ?? row.published_version ?? DRAFT);
  if (chosen === DRAFT && row.installed === 1)
    throw new ApiError(404, 'NOT_FOUND', 'An installed case has no draft');
  const files = await readCaseFiles(db, id, chosen);
  if (files.size === 0) throw new ApiError(404, 'NOT_FOUND', `Case ${id} has no version ${chosen}`);
  return writeCaseArchive(id, files);
}

/**
 * POST /v1/cases/import: a zip becomes a new case of the admin's, unpublished, its draft
 * the archive's files once each is vetted; a refused archive stores
 * nothing.
 */
export async function importCase(db: DataStore, zip: Uint8Array, admin: Admin): Promise<string> {
  const { id, files } = await readCaseArchive(zip);
  await insertDraftCase(db, id, files, admin);
  return id;
}
