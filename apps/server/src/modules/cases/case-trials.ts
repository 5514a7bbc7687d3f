import type { Admin } from '@coulisses/shared/auth/login.schema';
import { rightAnswer } from '@coulisses/shared/game/right-answer';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { ApiError, notFound } from '../../http-error.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { attemptLock } from '../game/lock-actions.js';
import { registerPlayer } from '../players/players.js';
import { checkAndCompile } from '../scenarios/check-scenario.js';
import { createSession } from '../sessions/sessions.js';
import { inWriteTransaction, type DataStore } from '../data-store.js';
import { editableCase } from './case-access.js';
import type { CaseCatalog } from './case-catalog.js';
import { claimTrialVersion, DRAFT, insertCaseFiles, readCaseFiles } from './cases-store.js';

export interface TrialDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  events: EventOutlet;
}

/**
 * The locks to open, in order, for `folder` to be open: a shortest way from the start folders,
 * each lock found in a folder already open (docs/product.md#case-editor, "Play it").
 */
export function locksToOpen(scenario: Scenario, folder: string): string[] | undefined {
  const way = new Map<string, string[]>(scenario.startFolders.map((id) => [id, []]));
  const queue = [...scenario.startFolders];
  while (queue.length > 0) {
    const open = queue.shift() as string;
    if (open === folder) return way.get(open);
    for (const lock of scenario.locks.filter((each) => each.in === open)) {
      for (const next of lock.opens) {
        if (way.has(next)) continue;
        way.set(next, [...(way.get(open) ?? []), lock.id]);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * POST /v1/cases/{id}/trials: the draft as it is now, played by its author as a player in one
 * of its languages, from the folder they choose (docs/product.md#case-editor). The draft is
 * copied to a version of its own, below zero and never another trial's, which no library
 * lists; the session is the author's, self-paced, listed nowhere; the locks on the way to the
 * folder are opened with their answers, as a player would.
 */
export async function startTrial(
  deps: TrialDeps,
  id: string,
  input: { lang: Language; folder?: string },
  admin: Admin,
): Promise<RegisteredPlayer> {
  await editableCase(deps.db, id, admin);
  const files = await readCaseFiles(deps.db, id, DRAFT);
  const { scenario, problems } = checkAndCompile(id, files);
  if (!scenario)
    throw new ApiError(422, 'CASE_INVALID', `The draft has ${problems.length} problems: fix them to play it`);
  const way = input.folder === undefined ? [] : locksToOpen(scenario.definition, input.folder);
  if (!way)
    throw new ApiError(400, 'VALIDATION', `No folder ${input.folder ?? ''} can be opened`, ['folder']);
  // The trial's files and its session are written together: the sweep that forgets the
  // session a day later forgets its files with it, and no file is left over. Its version is
  // one its case id never gave before, and its files are inserts that the key refuses rather
  // than replace another's: an instance keeps the versions it compiled
  // (docs/decisions/0034-cases-in-the-database.md).
  const session = await inWriteTransaction(deps.db, async (trx) => {
    const version = await claimTrialVersion(trx, id);
    if (version === undefined) throw notFound('Case');
    await insertCaseFiles(trx, id, version, files);
    return createSession(
      trx,
      {
        name: `${id} (trial)`,
        scenarioId: id,
        durationMinutes: scenario.definition.durationMinutes,
        status: 'running',
        debriefRelease: 'playerFinish',
        pacing: 'selfPaced',
        teamSize: null,
      },
      () => Promise.resolve(version),
      admin,
      { trial: true },
    );
  });
  deps.scenarios.remember(id, session.scenarioVersion, scenario);
  const { player } = await registerPlayer(deps, {
    lang: input.lang,
    mail: `trial-${session.id.toLowerCase()}@coulisses.example`,
    sessionId: session.id,
  });
  const texts = scenario.texts[input.lang];
  for (const lockId of way) {
    const lock = scenario.locks.get(lockId);
    if (lock) await attemptLock(deps, player.id, lockId, rightAnswer(lock, texts));
  }
  return player;
}
