import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../db/database.js';

/** Test support: where a database or an uploads folder still holds given texts or bytes. */

/**
 * Every text, character, json and jsonb column of every table in every schema (pg-boss's jobs included) that holds
 * one of `needles` (ignoring case): `schema.table.column ∋ needle`, one line per find. Asked through
 * information_schema, so a table added later is searched too.
 */
export async function findTexts(database: Database, needles: readonly string[]): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select table_schema, table_name, column_name from information_schema.columns
     where table_schema not in ('pg_catalog', 'information_schema')
       and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
       and table_name in (select table_name from information_schema.tables t
                          where t.table_schema = columns.table_schema and t.table_type = 'BASE TABLE')`,
    [],
  );
  const found: string[] = [];
  for (const row of rows as { table_schema: string; table_name: string; column_name: string }[]) {
    const table = `"${row.table_schema}"."${row.table_name}"`;
    for (const needle of needles) {
      const hit = await database.executeSql(
        `select 1 from ${table} where "${row.column_name}"::text ilike $1 limit 1`,
        [`%${needle}%`],
      );
      if (hit.rows.length > 0) found.push(`${row.table_schema}.${row.table_name}.${row.column_name} ∋ ${needle}`);
    }
  }
  return found;
}

/** The files under `root` (an uploads folder) whose bytes contain `marker`, by their path under it. */
export function filesContaining(root: string, marker: Buffer): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const shown = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, shown);
      else if (readFileSync(path).includes(marker)) found.push(shown);
    }
  };
  walk(root, '');
  return found;
}
