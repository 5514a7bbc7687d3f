/**
 * `npm run scenario:check [id]` (docs/product.md#scenarios): checks one case, or every installed case,
 * and prints each problem with its file and field, then each warning (a lock whose answer can be
 * copied, or only guessed). Exits 1 when any case is invalid; warnings alone do not fail it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkScenario } from '../modules/scenarios/check-scenario.js';
import { listScenarioIds } from '../modules/scenarios/scenarios.js';
import type { ScenarioProblem } from '@coulisses/shared/scenario/scenario-summary.schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const contentDir = process.env.CONTENT_DIR ?? path.resolve(here, '../../../../content');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const ids = only.length > 0 ? only : await listScenarioIds(contentDir);

if (ids.length === 0) {
  console.error(`No scenario found under ${path.join(contentDir, 'scenarios')}`);
  process.exit(1);
}

/** "fr", "fr and en", "fr, en, es and gr": the languages a case declares. */
const listed = (languages: readonly string[]) =>
  languages.length > 1 ? `${languages.slice(0, -1).join(', ')} and ${languages.at(-1)}` : languages.join('');

const located = (id: string, problem: ScenarioProblem) =>
  `  ${path.join('content/scenarios', id, problem.file)}${problem.field ? ` › ${problem.field}` : ''}: ${problem.message}`;

let invalid = 0;
for (const id of ids) {
  const { problems, warnings, scenario } = await checkScenario(contentDir, id);
  if (problems.length === 0) {
    console.log(`✓ ${id}: valid in ${listed([...new Set(scenario?.definition.languages)])}`);
    if (warnings.length > 0)
      console.log(`⚠ ${id}: ${warnings.length} warning${warnings.length > 1 ? 's' : ''}`);
    for (const warning of warnings) console.log(located(id, warning));
    continue;
  }
  invalid += 1;
  console.log(`✗ ${id}: ${problems.length} problem${problems.length > 1 ? 's' : ''}`);
  for (const problem of problems) console.log(located(id, problem));
}
process.exit(invalid > 0 ? 1 : 0);
