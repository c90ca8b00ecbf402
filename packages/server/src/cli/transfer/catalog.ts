import { quoteIdent, type Sql } from './sql.js';

/** The schemas a move copies: the application's tables, pg-boss's jobs, Drizzle's migrations journal. */
export const APP_SCHEMA = 'public';
export { BOSS_SCHEMA as JOB_SCHEMA } from '../../jobs/job-schema-move.js';
export const JOURNAL_SCHEMA = 'drizzle';
export const JOURNAL_TABLE = `${JOURNAL_SCHEMA}.__drizzle_migrations`;

export interface Column {
  name: string;
  /** The type without modifiers, to cast a text value to (the column applies its own length or precision). */
  type: string;
}

export interface Table {
  schema: string;
  name: string;
  /** `schema.name` as the report prints it. */
  label: string;
  /** The quoted name statements use. */
  sql: string;
  /** Stored columns in order (generated ones are computed again by the target). */
  columns: Column[];
  primaryKey: string[];
}

interface TableRow {
  schema: string;
  name: string;
  columns: Column[];
  primary_key: string[] | null;
}

/** Ordinary and partitioned tables of the schemas, not the partitions (rows are read and written through their parent). */
export async function listTables(sql: Sql, schemas: string[]): Promise<Table[]> {
  const rows = await sql.rows<TableRow>(
    `select n.nspname as schema, c.relname as name,
       coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
         from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''), '[]') as columns,
       (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = c.oid and i.indisprimary) as primary_key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
     order by n.nspname, c.relname`,
    [schemas],
  );
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    label: `${row.schema}.${row.name}`,
    sql: `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`,
    columns: row.columns,
    primaryKey: row.primary_key ?? [],
  }));
}

export async function countRows(sql: Sql, table: Pick<Table, 'sql'>): Promise<number> {
  const [row] = await sql.rows<{ count: string }>(`select count(*)::text as count from ${table.sql}`);
  return Number(row?.count ?? 0);
}

export async function schemaExists(sql: Sql, schema: string): Promise<boolean> {
  const [row] = await sql.rows<{ found: boolean }>(
    'select exists (select 1 from pg_namespace where nspname = $1) as found',
    [schema],
  );
  return row?.found ?? false;
}

export interface Sequence {
  label: string;
  sql: string;
}

/** Sequences of the schemas: serial columns' and free-standing ones (companies' configuration version). */
export async function listSequences(sql: Sql, schemas: string[]): Promise<Sequence[]> {
  const rows = await sql.rows<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
    [schemas],
  );
  return rows.map((row) => ({
    label: `${row.schema}.${row.name}`,
    sql: `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`,
  }));
}
