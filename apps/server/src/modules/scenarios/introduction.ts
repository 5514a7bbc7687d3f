import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Language } from '@coulisses/shared/languages';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { getPlayer } from '../players/players.js';
import { getSession } from '../sessions/sessions.js';
import { scenarioFolder, type ScenarioMeta } from './scenarios.js';

/**
 * The introduction of a player's case, in the language asked for or else the player's
 * own (content/scenarios/<id>/introduction.<lang>.md). The markdown is read once per
 * registration, so not cached; the case's title comes from the metadata loaded at start.
 */
export async function readPlayerIntroduction(
  db: Kysely<Database>,
  contentDir: string,
  scenarios: ReadonlyMap<string, ScenarioMeta>,
  playerId: string,
  lang: Language | undefined,
): Promise<Introduction> {
  const player = await getPlayer(db, playerId);
  const session = await getSession(db, player.sessionId);
  const language = lang ?? player.lang;
  const meta = scenarios.get(session.scenarioId);
  if (!meta) throw notFound('Scenario');
  try {
    const file = path.join(scenarioFolder(contentDir, session.scenarioId), `introduction.${language}.md`);
    const markdown = await fs.readFile(file, 'utf8');
    return { scenarioId: meta.id, lang: language, title: meta.title[language], markdown };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Introduction');
    throw error;
  }
}
