import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEY_GRAMMAR, parseStorageKey } from '../../storage/tenant-storage.js';
import type { Table } from './catalog.js';
import { quoteIdent, type Sql } from './sql.js';

const TEXT_TYPES = new Set(['text', 'character varying', 'json', 'jsonb']);

export interface UploadCheck {
  referenced: number;
  missing: string[];
}

/**
 * Every upload the rows name, and those missing under DATA_DIR/uploads. Uploads stay files in DATA_DIR after the
 * move, so the server on PostgreSQL must run with the same DATA_DIR. Every text and JSON column is searched for the
 * storage's key grammar rather than a list of media columns that a new feature could outgrow.
 */
export async function checkUploads(sql: Sql, tables: Table[], dataDir: string): Promise<UploadCheck> {
  const keys = new Set<string>();
  for (const table of tables) {
    for (const column of table.columns.filter((candidate) => TEXT_TYPES.has(candidate.type))) {
      const value = `t.${quoteIdent(column.name)}::text`;
      const rows = await sql.rows<{ key: string }>(
        `select distinct m[1] as key from ${table.sql} t cross join lateral regexp_matches(${value}, $1, 'g') as m where ${value} like '%company-%'`,
        // The whole key as the first group: a bare key in a media column, or one inside a signed URL or job data.
        [`(${STORAGE_KEY_GRAMMAR})`],
      );
      for (const { key } of rows) if (parseStorageKey(key)) keys.add(key);
    }
  }
  const missing = [...keys].filter((key) => !existsSync(join(dataDir, 'uploads', key))).sort();
  return { referenced: keys.size, missing };
}
