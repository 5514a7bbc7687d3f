import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/** The few columns of PostgreSQL's catalog read here. */
interface Catalog {
  'pg_catalog.pg_namespace': { oid: number; nspname: string };
  'pg_catalog.pg_class': { oid: number; relname: string; relkind: string; relnamespace: number };
  'pg_catalog.pg_attribute': {
    attrelid: number;
    attnum: number;
    attname: string;
    atttypid: number;
    attnotnull: boolean;
    atthasdef: boolean;
    attisdropped: boolean;
  };
  'pg_catalog.pg_type': { oid: number; typname: string; typnamespace: number };
}

interface CatalogColumn {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  description: string | null;
  sequence: string | null;
}

/**
 * What PostgreSQL's catalog says of this database's own schema (the first of its search
 * path), and of no other. The migrator asks which tables exist before each run. Kysely's
 * own introspector reads every schema of the database and resolves each by name: a schema
 * that a test or another deployment sharing the database drops meanwhile then fails this
 * one's start with "schema … does not exist".
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  private readonly db: Kysely<Catalog>;

  constructor(db: Kysely<unknown>) {
    this.db = db as Kysely<Catalog>;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await this.db.selectFrom('pg_catalog.pg_namespace').select('nspname as name').execute();
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    let query = this.db
      .selectFrom('pg_catalog.pg_attribute as a')
      .innerJoin('pg_catalog.pg_class as c', 'a.attrelid', 'c.oid')
      .innerJoin('pg_catalog.pg_namespace as ns', 'c.relnamespace', 'ns.oid')
      .innerJoin('pg_catalog.pg_type as typ', 'a.atttypid', 'typ.oid')
      .innerJoin('pg_catalog.pg_namespace as dtns', 'typ.typnamespace', 'dtns.oid')
      .select([
        'c.relname as table',
        'c.relkind as kind',
        'ns.nspname as schema',
        'a.attname as column',
        'typ.typname as type',
        'dtns.nspname as typeSchema',
        'a.attnotnull as notNull',
        'a.atthasdef as hasDefault',
        sql<string | null>`col_description(a.attrelid, a.attnum)`.as('description'),
        // Evaluated for the rows kept only, all of them in this schema, which stays.
        sql<
          string | null
        >`pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)`.as(
          'sequence',
        ),
      ])
      .where('ns.nspname', '=', sql<string>`current_schema()`)
      .where('c.relkind', 'in', ['r', 'v', 'p'])
      .where('a.attnum', '>=', 0)
      .where('a.attisdropped', '!=', true)
      .orderBy('c.relname')
      .orderBy('a.attnum');
    if (!options.withInternalKyselyTables) {
      query = query.where('c.relname', 'not in', [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    }
    return tablesOf(await query.execute());
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: CatalogColumn[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.typeSchema,
      isAutoIncrementing: row.sequence !== null,
      isNullable: !row.notNull,
      hasDefaultValue: row.hasDefault,
      ...(row.description === null ? {} : { comment: row.description }),
    });
  }
  return [...tables.values()];
}

/** PostgreSQL as Kysely speaks it, its introspection kept to this database's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
