import type { Admin } from '@coulisses/shared/auth/login.schema';
import { CASE_ID_PATTERN } from '@coulisses/shared/case/case.schema';
import type { Language } from '@coulisses/shared/languages';
import { ApiError } from '../../http-error.js';
import type { CheckedScenario } from '../scenarios/check-scenario.js';
import type { CoverImage } from '../scenarios/cover.js';
import type { DataStore } from '../data-store.js';
import { mayReadCase } from './case-access.js';
import type { CaseCatalog } from './case-catalog.js';
import { findCaseRow, listCaseRows } from './cases-store.js';

/**
 * What a new session of case `id` plays (docs/product.md#case-editor): its latest published
 * version, when the admin may read the case and that version can be played; anything else
 * is a bad field.
 */
export const playableCase =
  (db: DataStore, catalog: CaseCatalog, admin: Admin) =>
  async (id: string): Promise<number> => {
    const row = await findCaseRow(db, id);
    const version = row?.published_version ?? null;
    const playable =
      row !== undefined &&
      version !== null &&
      (await mayReadCase(db, row, admin)) &&
      (await catalog.find(id, version)) !== undefined;
    if (!playable || version === null)
      throw new ApiError(400, 'VALIDATION', `No published case called ${id} is yours to play`, [
        'scenarioId',
      ]);
    return version;
  };

/**
 * The cases a new session may play, as the session form lists them (docs/product.md#case-library):
 * the installed ones, invalid ones with their problems, then the latest published version of
 * each case of the editor the admin may read.
 */
export async function listPlayableCases(
  db: DataStore,
  catalog: CaseCatalog,
  admin: Admin,
): Promise<CheckedScenario[]> {
  const written: CheckedScenario[] = [];
  for (const row of await listCaseRows(db)) {
    if (row.installed === 1 || row.published_version === null) continue;
    if (!(await mayReadCase(db, row, admin))) continue;
    const scenario = await catalog.find(row.id, row.published_version);
    if (scenario) written.push({ id: row.id, problems: [], warnings: [], scenario });
  }
  return [...catalog.installed.values(), ...written];
}

/**
 * A case's cover in `language`, as its latest published version has it: an installed case's
 * from the start, another's from the catalog. A cover is no secret (docs/product.md#case-library).
 */
export async function findCaseCover(
  db: DataStore,
  catalog: CaseCatalog,
  id: string,
  language: Language,
): Promise<CoverImage | undefined> {
  const installed = catalog.installed.get(id);
  if (installed) return installed.scenario?.cover?.[language];
  if (!CASE_ID_PATTERN.test(id)) return undefined;
  const row = await findCaseRow(db, id);
  if (!row || row.published_version === null) return undefined;
  return (await catalog.find(id, row.published_version))?.cover?.[language];
}
