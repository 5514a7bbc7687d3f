import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { nameKeys } from '@coulisses/shared/text/name-keys';

/**
 * docs/decisions/0031-names-that-look-alike.md: team names and nicknames are unique in their
 * session by two keys, their look in small letters and in capitals, from Unicode's
 * confusables; every stored name gets them here. Look-alikes already stored stay as they
 * are: the first of them (by age) holds the keys, and the others a key no name can have
 * (a line break and their id), so they block nothing and new look-alikes are refused.
 *
 * docs/product.md#teams: a player makes few teams (`teams_made`), and a team a player made
 * (`by_player`) goes when it is left empty before its game began. Whoever made a team
 * before this is not known: those teams count as the game master's, and stay.
 *
 * The keys are the shared `nameKeys` of today; a later change of it brings its own migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export const up = (db: Kysely<any>): Promise<void> => atomically(db, upInOne);

/** All or nothing: Kysely runs SQLite's migrations outside a transaction (PostgreSQL's inside one already). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const atomically = (db: Kysely<any>, steps: (db: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? steps(db) : db.transaction().execute(steps);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

interface Named {
  id: string;
  session_id: string;
  name: string;
}

/**
 * Each row's keys, the earliest of a session keeping a key that later rows share: those
 * get `key\nid` instead, which no name can have (a name is one line, its spaces folded).
 */
function keysOf(rows: Named[], keysFor: (name: string) => string[]): Map<string, string[]> {
  const seen = new Set<string>();
  const keyed = new Map<string, string[]>();
  for (const row of rows) {
    const keys = keysFor(row.name).map((key, index) => {
      const held = `${row.session_id}\n${index}\n${key}`;
      if (seen.has(held)) return `${key}\n${row.id}`;
      seen.add(held);
      return key;
    });
    keyed.set(row.id, keys);
  }
  return keyed;
}

/** The teams' names, oldest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const storedTeams = (db: Kysely<any>): Promise<Named[]> =>
  db.selectFrom('teams').select(['id', 'session_id', 'name']).orderBy('created_at').orderBy('id').execute();

/** The players' nicknames, oldest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
const storedNicknames = (db: Kysely<any>): Promise<Named[]> =>
  db
    .selectFrom('players')
    .select(['id', 'session_id', 'nickname as name'])
    .where('nickname', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Stores each row's keys in the `columns` of `table`, its first key in the first column. */
async function storeKeys(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
  db: Kysely<any>,
  table: string,
  columns: string[],
  keyed: Map<string, string[]>,
): Promise<void> {
  for (const [id, keys] of keyed) {
    const values = Object.fromEntries(columns.map((column, index) => [column, keys[index]]));
    await db.updateTable(table).set(values).where('id', '=', id).execute();
  }
}

/** A unique index on a session's names by one of their keys: (`session_id`, `key`). */
interface UniqueIndex {
  name: string;
  table: string;
  key: string;
}

/** The unique indexes that hold names apart in a session: by one key before, by both after. */
const uniqueBefore: UniqueIndex[] = [
  { name: 'teams_session_name', table: 'teams', key: 'name_key' },
  { name: 'players_session_nickname', table: 'players', key: 'nickname_key' },
];
const uniqueAfter: UniqueIndex[] = [
  { name: 'teams_session_name', table: 'teams', key: 'name_key' },
  { name: 'teams_session_name_caps', table: 'teams', key: 'name_caps_key' },
  { name: 'players_session_nickname', table: 'players', key: 'nickname_key' },
  { name: 'players_session_nickname_caps', table: 'players', key: 'nickname_caps_key' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function createUniqueIndexes(db: Kysely<any>, indexes: UniqueIndex[]): Promise<void> {
  for (const { name, table, key } of indexes) {
    await db.schema.createIndex(name).on(table).columns(['session_id', key]).unique().execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function dropIndexes(db: Kysely<any>, indexes: UniqueIndex[]): Promise<void> {
  for (const { name } of indexes) await db.schema.dropIndex(name).execute();
}

const newKeys = (name: string) => {
  const { key, capsKey } = nameKeys(name);
  return [key, capsKey];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upInOne(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, uniqueBefore);
  // A name's key may be several times its length (a ligature's compatibility form, « m » as « rn »).
  if (isPostgres(db)) await sql`alter table teams alter column name_key type text`.execute(db);
  await db.schema
    .alterTable('teams')
    .addColumn('name_caps_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('teams')
    .addColumn('by_player', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('players').addColumn('nickname_caps_key', 'text').execute();
  await db.schema
    .alterTable('players')
    .addColumn('teams_made', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await storeKeys(db, 'teams', ['name_key', 'name_caps_key'], keysOf(await storedTeams(db), newKeys));
  await storeKeys(
    db,
    'players',
    ['nickname_key', 'nickname_caps_key'],
    keysOf(await storedNicknames(db), newKeys),
  );

  await createUniqueIndexes(db, uniqueAfter);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = (db: Kysely<any>): Promise<void> => atomically(db, downInOne);

/** The keys of before: case, accents and spacing aside (teams), invisible characters and final sigma too (nicknames). */
const teamKeyBefore = (name: string) => [
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim(),
];
const nicknameKeyBefore = (nickname: string) => [
  nickname
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('und')
    .replace(/ς/g, 'σ')
    .trim()
    .replace(/\s+/g, ' '),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function downInOne(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, uniqueAfter);
  await db.schema.alterTable('players').dropColumn('teams_made').execute();
  await db.schema.alterTable('players').dropColumn('nickname_caps_key').execute();
  await db.schema.alterTable('teams').dropColumn('by_player').execute();
  await db.schema.alterTable('teams').dropColumn('name_caps_key').execute();

  await storeKeys(db, 'teams', ['name_key'], keysOf(await storedTeams(db), teamKeyBefore));
  await storeKeys(db, 'players', ['nickname_key'], keysOf(await storedNicknames(db), nicknameKeyBefore));
  if (isPostgres(db)) {
    await sql`alter table teams alter column name_key type varchar(160) using left(name_key, 160)`.execute(
      db,
    );
  }
  await createUniqueIndexes(db, uniqueBefore);
}
