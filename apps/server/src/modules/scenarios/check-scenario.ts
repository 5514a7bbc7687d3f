import path from 'node:path';
import type { ScenarioProblem } from '@coulisses/shared/scenario/scenario-summary.schema';
import type { CaseFiles } from '@coulisses/shared/scenario/check/case-files';
import { checkCase } from '@coulisses/shared/scenario/check/check-case';
import { compileScenario, type CompiledScenario } from './compile-scenario.js';
import { readCaseFolder } from './read-case-folder.js';

export interface CheckedScenario {
  id: string;
  problems: ScenarioProblem[];
  /** What a case may ship with but should not: a lock whose answer can be copied. */
  warnings: ScenarioProblem[];
  /** Present exactly when there is no problem. */
  scenario?: CompiledScenario;
}

/**
 * Checks case `id` from its files, wherever they were read from (a folder, the database),
 * with the checks an author's editor runs (checkCase), and compiles it when it is valid.
 */
export function checkAndCompile(id: string, files: CaseFiles): CheckedScenario {
  const { problems, warnings, valid } = checkCase(files, { id });
  if (!valid) return { id, problems, warnings };
  return { id, problems, warnings, scenario: compileScenario(valid, files) };
}

/** A case checked from its folder, with the files read there. */
export interface CheckedFolder extends CheckedScenario {
  /** The folder's files as checked: the start-up import stores these and reads the folder no more. */
  files: CaseFiles;
}

/** Checks, then compiles, the case in `contentDir/scenarios/<id>`, its folder read once. */
export async function checkScenario(contentDir: string, id: string): Promise<CheckedFolder> {
  const files = await readCaseFolder(path.join(contentDir, 'scenarios', id));
  return { ...checkAndCompile(id, files), files };
}
