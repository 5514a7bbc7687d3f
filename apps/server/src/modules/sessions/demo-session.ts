import type { Session } from '@coulisses/shared/session/session.schema';
import type { DataStore } from '../data-store.js';
import { readSetting, writeSetting } from '../settings/settings.js';
import { createSession, findSession } from './sessions.js';

/**
 * The quick start: the first start creates a running demo session — a player can join
 * and play at once, each on their own clock — and every start prints its join code
 * while it still exists and takes players.
 */
export async function ensureDemoSession(db: DataStore): Promise<Session | undefined> {
  const knownId = await readSetting(db, 'demo_session_id');
  if (knownId) {
    const existing = await findSession(db, knownId);
    return existing && ['open', 'running'].includes(existing.status) ? existing : undefined;
  }
  const session = await createSession(db, {
    name: 'Démo — Le dernier acte',
    scenarioId: 'le-dernier-acte',
    durationMinutes: 60,
    status: 'running',
    // Self-paced: a player who reached the accusation reads the solution at once
    // (docs/decisions/0015-nothing-learned-while-anyone-plays.md).
    debriefRelease: 'playerFinish',
    // Each player's own clock, so that the demo never ends by itself.
    pacing: 'selfPaced',
    teamSize: null,
  });
  await writeSetting(db, 'demo_session_id', session.id);
  return session;
}
