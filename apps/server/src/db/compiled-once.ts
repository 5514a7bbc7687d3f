import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';

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

/** Where each parameter of a compiled query comes from: a value's index, or a constant of the query. */
type Parameter = { value: number } | { constant: unknown };

/** The n-th value's stand-in while the query is compiled; never sent to the database. */
class StandIn {
  constructor(readonly index: number) {}
}

/**
 * A query whose shape never changes (a write of a game, of an action), built and compiled
 * once per database dialect, then run with its values. Kysely's building and compiling
 * were 10 % of an answer (bench/api.mjs --profile). `build` puts `value(i)` where the
 * i-th value goes (typed `never`, so that it fits any column); a value may be used twice.
 * A transaction shares its database's dialect, so its calls use the same compiled SQL.
 */
export function compiledWrite<DB, Row = unknown>(
  build: (db: Kysely<DB>, value: (index: number) => never) => Compilable<Row>,
) {
  const compiled = new WeakMap<object, { sql: string; parameters: Parameter[] }>();
  return (db: Kysely<DB>, values: readonly unknown[]): Promise<QueryResult<Row>> => {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (query === undefined) {
      const { sql, parameters } = build(db, (index) => new StandIn(index) as never).compile();
      query = {
        sql,
        parameters: parameters.map((parameter) =>
          parameter instanceof StandIn ? { value: parameter.index } : { constant: parameter },
        ),
      };
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((parameter) =>
      'value' in parameter ? values[parameter.value] : parameter.constant,
    );
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
  };
}
