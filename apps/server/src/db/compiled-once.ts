import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** Stands for the id while the query is compiled; never sent to the database. */
const PLACEHOLDER = '\u0000id';

/**
 * A read by one id, built and compiled once per database instead of on every call:
 * Kysely's building and compiling were 5–8 % of a game-state read (bench/api.mjs).
 * `build` must use the id it is given as the query's one parameter.
 */
export function compiledOnce<DB, Row>(build: (db: Kysely<DB>, id: string) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<DB>, string>();
  return async (db: Kysely<DB>, id: string): Promise<Row | undefined> => {
    let sql = compiled.get(db);
    if (sql === undefined) {
      const query = build(db, PLACEHOLDER).compile();
      if (query.parameters.length !== 1 || query.parameters[0] !== PLACEHOLDER) {
        throw new Error('compiledOnce: the query must take the id as its one parameter');
      }
      sql = query.sql;
      compiled.set(db, sql);
    }
    const { rows } = await db.executeQuery(CompiledQuery.raw(sql, [id]) as CompiledQuery<Row>);
    return rows[0];
  };
}
