import type { CheckedFolder } from '../scenarios/check-scenario.js';
import { inWriteTransaction, type DataStore } from '../data-store.js';
import type { CaseCatalog } from './case-catalog.js';
import { caseDigest } from './case-digest.js';
import {
  claimVersionNumber,
  findCaseRow,
  findLatestVersion,
  insertCase,
  insertCaseFiles,
  insertVersion,
  nextVersionNumber,
} from './cases-store.js';

/**
 * Imports the installed cases (content/scenarios) as published versions without an owner
 * (docs/decisions/0034-cases-in-the-database.md): a case new to the database becomes version 1,
 * one whose files changed on disk the next version, and one unchanged stays as it is; the
 * numbers go on from the last its id gave, a deleted case's included. Each is stored from the
 * files it was checked from at start, its folder not read again. An invalid case is not
 * imported (its problems are logged at start), nor one whose id a case of the editor already
 * holds. Each valid one is kept compiled in the catalog.
 */
export async function importInstalledCases(
  db: DataStore,
  catalog: CaseCatalog,
  folders: Iterable<CheckedFolder>,
  warn: (message: string) => void,
): Promise<void> {
  for (const checked of folders) {
    if (!checked.scenario) continue;
    const version = await importInstalledCase(db, checked, warn);
    if (version !== undefined) catalog.remember(checked.id, version, checked.scenario);
  }
}

async function importInstalledCase(
  db: DataStore,
  { id, files }: CheckedFolder,
  warn: (message: string) => void,
): Promise<number | undefined> {
  const digest = caseDigest(files);
  const owned = await findCaseRow(db, id);
  if (owned && owned.installed === 0) {
    warn(`Scenario "${id}" is installed, but a case written in the editor has its id: it is not loaded`);
    return undefined;
  }
  const latest = await findLatestVersion(db, id);
  if (latest?.digest === digest) return latest.version;
  try {
    return await inWriteTransaction(db, async (trx) => {
      const now = new Date().toISOString();
      await insertCase(trx, { id, installed: 1, owner_id: null, created_at: now, saved_at: now });
      const current = await findLatestVersion(trx, id);
      if (current?.digest === digest) return current.version;
      const version = await nextVersionNumber(trx, id);
      if (!(await claimVersionNumber(trx, id, version)))
        throw new Error(`Version ${version} of ${id} was taken`);
      await insertCaseFiles(trx, id, version, files);
      await insertVersion(trx, { case_id: id, version, published_at: now, published_by: null, digest });
      return version;
    });
  } catch (error) {
    // Another instance starting at the same moment imported it first.
    const imported = await findLatestVersion(db, id);
    if (imported?.digest === digest) return imported.version;
    throw error;
  }
}
