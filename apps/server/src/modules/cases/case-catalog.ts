import { checkAndCompile, type CheckedScenario } from '../scenarios/check-scenario.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import type { DataStore } from '../data-store.js';
import { findCaseRow, readCaseFiles } from './cases-store.js';

/** More versions than an evening plays at once: a bound on memory, not a budget. */
const REMEMBERED_VERSIONS = 64;

/**
 * Every case a session may play, by id and version (docs/decisions/0034-cases-in-the-database.md).
 * A published version never changes, so each is read from the database and compiled once,
 * on the instance that first needs it, then kept; the installed cases, checked at start,
 * are kept from the start.
 */
export interface CaseCatalog {
  /** The installed cases as checked at start, the invalid ones with their problems. */
  readonly installed: ReadonlyMap<string, CheckedScenario>;
  /** The compiled version a session plays; undefined when it does not exist or is invalid. */
  find(id: string, version: number): Promise<CompiledScenario | undefined>;
  /** Keeps a version compiled elsewhere (an installed case at start, a case just published). */
  remember(id: string, version: number, scenario: CompiledScenario): void;
}

export function caseCatalog(db: DataStore, installed: ReadonlyMap<string, CheckedScenario>): CaseCatalog {
  const known = new Map<string, Promise<CompiledScenario | undefined>>();
  const keep = (key: string, value: Promise<CompiledScenario | undefined>) => {
    if (known.size >= REMEMBERED_VERSIONS) known.delete(known.keys().next().value as string);
    known.set(key, value);
  };
  const load = async (id: string, version: number) => {
    const [files, row] = await Promise.all([readCaseFiles(db, id, version), findCaseRow(db, id)]);
    if (files.size === 0 || !row) return undefined;
    const { scenario } = checkAndCompile(id, files);
    return scenario && { ...scenario, rawHtml: row.installed === 1 };
  };
  return {
    installed,
    find(id, version) {
      const key = `${id}@${version}`;
      const found = known.get(key);
      if (found) {
        // The most recently used is forgotten last.
        known.delete(key);
        known.set(key, found);
        return found;
      }
      const loading = load(id, version);
      keep(key, loading);
      // A failed read (a lost connection) is tried again by the next call.
      loading.catch(() => known.delete(key));
      return loading;
    },
    remember(id, version, scenario) {
      keep(`${id}@${version}`, Promise.resolve(scenario));
    },
  };
}
