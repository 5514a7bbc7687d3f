import type { TeamPresence } from '@coulisses/shared/team/presence.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { statusAt } from '../game/game-status.js';
import { isLockAvailable, openFolders } from '../game/game-rules.js';
import type { GameContextRow } from '../game/game-store.js';
import { loadGameContext } from '../game/game-context.js';
import type { GameContext } from '../game/game-view.js';
import type { CaseCatalog } from '../cases/case-catalog.js';

/** What a member's word needs, and where it goes: their teammates' phones. */
export interface PresenceDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  events: Pick<EventOutlet, 'presenceSaid'>;
}

const notYourTeam = () => new ApiError(403, 'NOT_YOUR_TEAM', 'A player acts only for their own team');

/**
 * One answer for a lock or a document of another case, of a folder not yet open, or a lock
 * already opened: a member learns nothing of what lies ahead by naming ids.
 */
const notOpenToYou = (field: 'lockId' | 'documentId') =>
  new ApiError(400, 'VALIDATION', 'Nothing of that id is open to your team', [field]);

/** Whether the team's game screen shows this lock to be tried (game-view.ts): its folder open, it unsolved. */
function showsLock({ scenario, game }: GameContext, lockId: string): boolean {
  const lock = scenario.locks.get(lockId);
  return lock !== undefined && isLockAvailable(lock, openFolders(scenario.definition, game), game);
}

/** Whether the team's game screen lists this document: in a folder it has opened. */
function showsDocument({ scenario, game }: GameContext, documentId: string): boolean {
  const doc = scenario.documents.get(documentId);
  return doc !== undefined && openFolders(scenario.definition, game).has(doc.folderId);
}

/**
 * POST /v1/players/{id}/teams/{teamId}/presence (docs/product.md#team-presence): what a
 * member says they are on, checked against the team's game as their screen shows it, then
 * told to their teammates. `row`: the player, session and game their token was checked
 * on — one read, for a call every phone makes every few seconds. A player in another team
 * now (moved, or never in it) is 403 NOT_YOUR_TEAM: nobody speaks for a team that is not
 * theirs.
 */
export async function sayPresence(
  { db, scenarios, events }: PresenceDeps,
  { playerId, teamId, row }: { playerId: string; teamId: string; row: GameContextRow },
  presence: TeamPresence,
  now: Date,
): Promise<void> {
  if (row.player_team_id === null || row.player_team_id !== teamId) throw notYourTeam();
  const context = await loadGameContext(db, scenarios, playerId, row);
  if (presence.lockId !== null || presence.documentId !== null) {
    // Before the game begins nothing is shown: nothing to be on.
    const shown = statusAt(context, now) !== 'waiting';
    if (presence.lockId !== null && !(shown && showsLock(context, presence.lockId))) {
      throw notOpenToYou('lockId');
    }
    if (presence.documentId !== null && !(shown && showsDocument(context, presence.documentId))) {
      throw notOpenToYou('documentId');
    }
  }
  events.presenceSaid({ sessionId: context.session.id, teamId, playerId, presence });
}
