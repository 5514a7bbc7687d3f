import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as game from './migrations/0002-game.js';
import * as messages from './migrations/0003-messages.js';
import type { Database } from './schema.js';

/** The migrations are imported, not read from disk, so the build carries them. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-game': game,
  '0003-messages': messages,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
