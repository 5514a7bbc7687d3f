import type { Kysely } from 'kysely';

/**
 * docs/product.md#game-clock: the session's clock, one game per player, and every game action (so a game
 * master can replay a player's path). The game's detail per lock is JSON kept as text;
 * the counters the admin area sorts and sums on are columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('started_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('paused_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('paused_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('extra_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('finished_at', 'varchar(32)').execute();

  await db.schema
    .createTable('games')
    .addColumn('player_id', 'varchar(36)', (col) =>
      col.primaryKey().references('players.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    // The session's paused seconds when this player's clock started: pauses before it
    // do not count against them.
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
    .execute();
  await db.schema.createIndex('games_session').on('games').column('session_id').execute();

  await db.schema
    .createTable('game_actions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('player_id', 'varchar(36)', (col) =>
      col.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'varchar(6)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('target', 'varchar(64)')
    .addColumn('answer', 'varchar(200)')
    .addColumn('outcome', 'varchar(16)')
    .addColumn('penalty_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('game_actions_player_at')
    .on('game_actions')
    .columns(['player_id', 'at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_actions').execute();
  await db.schema.dropTable('games').execute();
  for (const column of ['started_at', 'paused_at', 'paused_seconds', 'extra_seconds', 'finished_at'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
}
