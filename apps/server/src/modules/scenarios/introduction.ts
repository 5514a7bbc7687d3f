import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@coulisses/shared/languages';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { notFound } from '../../http-error.js';

interface ScenarioMeta {
  id: string;
  title: Record<Language, string>;
}

/**
 * Reads a case's introduction (content/scenarios/<id>/introduction.<lang>.md). The files
 * are small and read rarely — once per registration — so they are not cached.
 */
export async function readIntroduction(
  contentDir: string,
  scenarioId: string,
  lang: Language,
): Promise<Introduction> {
  if (!/^[a-z0-9-]+$/.test(scenarioId)) throw notFound('Scenario');
  const folder = path.join(contentDir, 'scenarios', scenarioId);
  try {
    const meta = JSON.parse(await fs.readFile(path.join(folder, 'scenario.json'), 'utf8')) as ScenarioMeta;
    const markdown = await fs.readFile(path.join(folder, `introduction.${lang}.md`), 'utf8');
    return { scenarioId, lang, title: meta.title[lang], markdown };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Scenario');
    throw error;
  }
}
