import type { Admin } from '@coulisses/shared/auth/login.schema';
import { ApiError, notFound } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { findCaseRow, findCaseShare, type CaseRow } from './cases-store.js';

/**
 * docs/product.md#case-editor: a case written in the editor is its author's, and of the
 * admins they share it with; one without an owner (its author's account removed) is the
 * accounts' owner's. The installed cases are everyone's to play, copy and export, and
 * nobody's to change.
 */
export const ownsCase = (row: Pick<CaseRow, 'owner_id' | 'installed'>, admin: Pick<Admin, 'id' | 'role'>) =>
  row.installed === 0 && (row.owner_id === null ? admin.role === 'owner' : row.owner_id === admin.id);

const notYours = () =>
  new ApiError(403, 'CASE_NOT_YOURS', 'This case belongs to another game master and is not shared with you');

/** Whether the admin may read the case: installed, their own, or shared with them. */
export async function mayReadCase(db: DataStore, row: CaseRow, admin: Admin): Promise<boolean> {
  if (row.installed === 1 || ownsCase(row, admin)) return true;
  return (await findCaseShare(db, row.id, admin.id)) !== undefined;
}

/** The case, if the admin may read it: 404 when there is none, 403 CASE_NOT_YOURS otherwise. */
export async function readableCase(db: DataStore, id: string, admin: Admin): Promise<CaseRow> {
  const row = await findCaseRow(db, id);
  if (!row) throw notFound('Case');
  if (!(await mayReadCase(db, row, admin))) throw notYours();
  return row;
}

/** The case, if the admin may change it: 403 CASE_READ_ONLY for an installed one. */
export async function editableCase(db: DataStore, id: string, admin: Admin): Promise<CaseRow> {
  const row = await readableCase(db, id, admin);
  if (row.installed === 1)
    throw new ApiError(403, 'CASE_READ_ONLY', 'An installed case cannot change: copy it to write your own');
  return row;
}

/** The case, if the admin owns it: sharing is its owner's. */
export async function ownedCase(db: DataStore, id: string, admin: Admin): Promise<CaseRow> {
  const row = await editableCase(db, id, admin);
  // An admin it is shared with edits it, but shares it no further.
  if (!ownsCase(row, admin)) throw notYours();
  return row;
}
