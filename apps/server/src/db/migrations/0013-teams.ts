import { sql, type Kysely } from 'kysely';

/** The games table's columns after 0012, copied as they are into the rebuilt table. */
const GAME_COLUMNS = [
  'session_id',
  'started_at',
  'paused_base',
  'locks',
  'solved_locks',
  'hints_taken',
  'wrong_attempts',
  'penalty_seconds',
  'score',
  'accusation',
  'finished_at',
  'elapsed_seconds',
  'last_progress_at',
  'version',
  'verdict_points',
  'accusation_reached',
  'duration_seconds',
  'bonus_seconds',
  'last_progress_paused',
];

/**
 * The games table, with an id of its own and a player or a team (`teams`), or keyed by
 * its player as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function createGames(db: Kysely<any>, name: string, teams: boolean): Promise<void> {
  let table = db.schema.createTable(name);
  table = teams
    ? table
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey().notNull())
        .addColumn('player_id', 'varchar(36)', (col) => col.references('players.id').onDelete('cascade'))
        .addColumn('team_id', 'varchar(36)', (col) => col.references('teams.id').onDelete('cascade'))
        // A game is a player's or a team's, never both.
        .addCheckConstraint(`${name}_owner`, sql`(player_id is null) <> (team_id is null)`)
    : table.addColumn('player_id', 'varchar(36)', (col) =>
        col.primaryKey().references('players.id').onDelete('cascade'),
      );
  await table
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paused_base', 'integer', (col) => col.notNull())
    .addColumn('locks', 'text', (col) => col.notNull())
    .addColumn('solved_locks', 'integer', (col) => col.notNull())
    .addColumn('hints_taken', 'integer', (col) => col.notNull())
    .addColumn('wrong_attempts', 'integer', (col) => col.notNull())
    .addColumn('penalty_seconds', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('accusation', 'text')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('elapsed_seconds', 'integer')
    .addColumn('last_progress_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('verdict_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accusation_reached', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'integer')
    .addColumn('bonus_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_progress_paused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

/**
 * docs/decisions/0020-teams.md: a session may be played in teams that share one game.
 * A game now has an id of its own — its player's for a solo game, its team's for a
 * team's — and belongs to one or the other, so the games table is rebuilt (SQLite cannot
 * drop a foreign key in place): its key was its player's. Every action says which game it
 * moved as well as who made it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export const up = (db: Kysely<any>): Promise<void> => atomically(db, upInOne);

/**
 * All or nothing: the games table is dropped before its copy takes its name, and Kysely
 * runs SQLite's migrations outside a transaction (PostgreSQL's inside one already).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const atomically = (db: Kysely<any>, steps: (db: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? steps(db) : db.transaction().execute(steps);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upInOne(db: Kysely<any>): Promise<void> {
  // Null: played solo. The lock keeps players from making, joining or leaving teams.
  await db.schema.alterTable('sessions').addColumn('team_size', 'integer').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('teams_locked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(160)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(160)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('teams_session_name')
    .on('teams')
    .columns(['session_id', 'name_key'])
    .unique()
    .execute();

  await db.schema
    .alterTable('players')
    .addColumn('team_id', 'varchar(36)', (col) => col.references('teams.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('players_team').on('players').column('team_id').execute();

  await createGames(db, 'games_next', true);
  await db
    .insertInto('games_next')
    .columns(['id', 'player_id', ...GAME_COLUMNS])
    .expression(db.selectFrom('games').select([sql.ref('player_id').as('id'), 'player_id', ...GAME_COLUMNS]))
    .execute();
  await db.schema.dropTable('games').execute();
  await db.schema.alterTable('games_next').renameTo('games').execute();
  await db.schema.createIndex('games_session').on('games').column('session_id').execute();
  await db.schema.createIndex('games_player').on('games').column('player_id').unique().execute();
  await db.schema.createIndex('games_team').on('games').column('team_id').unique().execute();

  await db.schema
    .alterTable('game_actions')
    .addColumn('game_id', 'varchar(36)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('game_actions')
    .set({ game_id: sql.ref('player_id') })
    .execute();
  await db.schema.createIndex('game_actions_game_at').on('game_actions').columns(['game_id', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export const down = (db: Kysely<any>): Promise<void> => atomically(db, downInOne);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function downInOne(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_actions_game_at').execute();
  await db.schema.alterTable('game_actions').dropColumn('game_id').execute();
  // Team games go with the teams; solo games go back to being keyed by their player.
  await createGames(db, 'games_before', false);
  await db
    .insertInto('games_before')
    .columns(['player_id', ...GAME_COLUMNS])
    .expression(
      db
        .selectFrom('games')
        .select(['player_id', ...GAME_COLUMNS])
        .where('player_id', 'is not', null),
    )
    .execute();
  await db.schema.dropTable('games').execute();
  await db.schema.alterTable('games_before').renameTo('games').execute();
  await db.schema.createIndex('games_session').on('games').column('session_id').execute();
  await db.schema.dropIndex('players_team').execute();
  await db.schema.alterTable('players').dropColumn('team_id').execute();
  await db.schema.dropTable('teams').execute();
  await db.schema.alterTable('sessions').dropColumn('teams_locked').execute();
  await db.schema.alterTable('sessions').dropColumn('team_size').execute();
}
