import fs from 'node:fs/promises';
import path from 'node:path';
import { checkScenario, type CheckedFolder, type CheckedScenario } from './check-scenario.js';

/** The cases found under content/scenarios, each checked once at start. */
export type ScenarioRegistry = ReadonlyMap<string, CheckedScenario>;

export async function listScenarioIds(contentDir: string): Promise<string[]> {
  const entries = await fs
    .readdir(path.join(contentDir, 'scenarios'), { withFileTypes: true })
    .catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * docs/product.md#scenarios: an invalid case is not loaded — no session can play it — and every problem
 * is logged with its file and field; the others play on. The admin area lists both.
 */
export async function loadScenarios(
  contentDir: string,
  warn: (message: string) => void,
): Promise<ReadonlyMap<string, CheckedFolder>> {
  const registry = new Map<string, CheckedFolder>();
  for (const id of await listScenarioIds(contentDir)) {
    const checked = await checkScenario(contentDir, id);
    // The product's own writers wrote it: its markdown keeps its raw HTML (docs/product.md#case-editor).
    if (checked.scenario) checked.scenario.rawHtml = true;
    registry.set(id, checked);
    if (checked.problems.length > 0) {
      warn(
        `Scenario "${id}" is invalid and is not loaded:\n` +
          checked.problems
            .map(
              (problem) => `  ${problem.file}${problem.field ? ` ${problem.field}` : ''}: ${problem.message}`,
            )
            .join('\n'),
      );
    }
  }
  return registry;
}

/**
 * The cases as checked, their files let go: the start-up import alone needs those, and the
 * catalog keeps the checked cases as long as the process runs.
 */
export const withoutFiles = (folders: ReadonlyMap<string, CheckedFolder>): ScenarioRegistry =>
  new Map(
    [...folders].map(([id, { problems, warnings, scenario }]): [string, CheckedScenario] => [
      id,
      { id, problems, warnings, ...(scenario ? { scenario } : {}) },
    ]),
  );
