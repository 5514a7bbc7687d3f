import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as game from './migrations/0002-game.js';
import * as messages from './migrations/0003-messages.js';
import * as push from './migrations/0004-push.js';
import * as gameIntegrity from './migrations/0005-game-integrity.js';
import * as sharedLimits from './migrations/0006-shared-limits.js';
import * as roomClock from './migrations/0007-room-clock.js';
import * as sessionOwners from './migrations/0008-session-owners.js';
import * as nicknames from './migrations/0009-nicknames.js';
import * as caseHints from './migrations/0010-case-hints.js';
import * as playerAdjustments from './migrations/0011-player-adjustments.js';
import * as idleSince from './migrations/0012-idle-since.js';
import * as teams from './migrations/0013-teams.js';
import * as teamAccusation from './migrations/0014-team-accusation.js';
import * as teamNotepad from './migrations/0015-team-notepad.js';
import * as teamMessages from './migrations/0016-team-messages.js';
import * as lockThrottlesUnindexed from './migrations/0017-lock-throttles-unindexed.js';
import * as rightAnswers from './migrations/0018-right-answers.js';
import * as notepadAuthors from './migrations/0019-notepad-authors.js';
import * as namesAndTeams from './migrations/0020-names-and-teams.js';
import * as teamPins from './migrations/0021-team-pins.js';
import * as proposalShown from './migrations/0022-proposal-shown.js';
import * as cases from './migrations/0023-cases.js';
import * as trialVersions from './migrations/0024-trial-versions.js';
import type { Database } from './schema.js';

/** The migrations are imported, not read from disk, so the build carries them. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-game': game,
  '0003-messages': messages,
  '0004-push': push,
  '0005-game-integrity': gameIntegrity,
  '0006-shared-limits': sharedLimits,
  '0007-room-clock': roomClock,
  '0008-session-owners': sessionOwners,
  '0009-nicknames': nicknames,
  '0010-case-hints': caseHints,
  '0011-player-adjustments': playerAdjustments,
  '0012-idle-since': idleSince,
  '0013-teams': teams,
  '0014-team-accusation': teamAccusation,
  '0015-team-notepad': teamNotepad,
  '0016-team-messages': teamMessages,
  '0017-lock-throttles-unindexed': lockThrottlesUnindexed,
  '0018-right-answers': rightAnswers,
  '0019-notepad-authors': notepadAuthors,
  '0020-names-and-teams': namesAndTeams,
  '0021-team-pins': teamPins,
  '0022-proposal-shown': proposalShown,
  '0023-cases': cases,
  '0024-trial-versions': trialVersions,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * `schema`: PostgreSQL's schema of this database. Kysely looks for its migration tables in
 * every schema unless told which: another schema's would pass for this one's.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
