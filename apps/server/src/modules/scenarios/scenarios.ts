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
  title: z.record(z.enum(LANGUAGES), z.string()),
});
export type ScenarioMeta = z.infer<typeof scenarioMetaSchema>;

export const scenarioFolder = (contentDir: string, scenarioId: string) =>
  path.join(contentDir, 'scenarios', scenarioId);

async function readScenarioMeta(contentDir: string, scenarioId: string): Promise<ScenarioMeta> {
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

/**
 * The installed cases, read once at start: the folders of content/scenarios with a valid
 * scenario.json. An invalid one stops the start, naming the file.
 */
export async function loadScenarios(contentDir: string): Promise<Map<string, ScenarioMeta>> {
  const folders = await fs
    .readdir(path.join(contentDir, 'scenarios'), { withFileTypes: true })
    .catch(() => []);
  const scenarios = new Map<string, ScenarioMeta>();
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const meta = await readScenarioMeta(contentDir, folder.name);
    if (meta.id !== folder.name)
      throw new Error(`content/scenarios/${folder.name}: scenario.json names id "${meta.id}"`);
    scenarios.set(meta.id, meta);
  }
  return scenarios;
}
