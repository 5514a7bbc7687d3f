import fs from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';
import { LANGUAGES } from '@coulisses/shared/languages';
import { notFound } from '../../http-error.js';

/**
 * What the server needs of a case for now: its id and its title in the four languages
 * (the full scenario format and its validator come with the game issue).
 */
const scenarioMetaSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodMiniString
    >,
  ),
});
export type ScenarioMeta = z.infer<typeof scenarioMetaSchema>;

export const scenarioFolder = (contentDir: string, scenarioId: string) =>
  path.join(contentDir, 'scenarios', scenarioId);

export async function readScenarioMeta(contentDir: string, scenarioId: string): Promise<ScenarioMeta> {
  if (!/^[a-z0-9-]+$/.test(scenarioId)) throw notFound('Scenario');
  let raw: string;
  try {
    raw = await fs.readFile(path.join(scenarioFolder(contentDir, scenarioId), 'scenario.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Scenario');
    throw error;
  }
  const parsed = scenarioMetaSchema.safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Error(`content/scenarios/${scenarioId}/scenario.json is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** The ids of the installed cases: the folders of content/scenarios with a valid scenario.json. */
export async function listScenarioIds(contentDir: string): Promise<string[]> {
  const folders = await fs
    .readdir(path.join(contentDir, 'scenarios'), { withFileTypes: true })
    .catch(() => []);
  const ids: string[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const meta = await readScenarioMeta(contentDir, folder.name);
    if (meta.id !== folder.name)
      throw new Error(`content/scenarios/${folder.name}: scenario.json names id "${meta.id}"`);
    ids.push(meta.id);
  }
  return ids.sort();
}
