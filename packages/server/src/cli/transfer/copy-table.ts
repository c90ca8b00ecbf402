import type { Table } from './catalog.js';
import { quoteIdent, type Sql } from './sql.js';

/** PostgreSQL's limit of parameters in one statement is 65535. */
const MAX_PARAMETERS = 60_000;
/** Rows per INSERT: large enough that round trips do not dominate, small enough to keep a batch's memory modest. */
const MAX_BATCH_ROWS = 1_000;

/**
 * Copies one table's rows from source to target in batches, walking the primary key (keyset pagination: each batch
 * starts after the last key read, so no batch is read twice and none is skipped, however large the table).
 *
 * Every value travels as its text form and is cast back to the column's type by the target: text I/O is PostgreSQL's
 * lossless exchange format (timestamps keep their microseconds, numerics their digits, jsonb its value), where a
 * round trip through JavaScript values would not. Identity columns keep the source's values (OVERRIDING SYSTEM VALUE).
 */
export async function copyTable(
  source: Sql,
  target: Sql,
  table: Table,
  onBatch?: (copied: number) => void,
): Promise<number> {
  const { columns, primaryKey } = table;
  if (columns.length === 0) return 0;
  const rowsPerBatch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const typeOf = new Map(columns.map((column) => [column.name, column.type]));
  const select = columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
  const keyIndexes = primaryKey.map((name) => columns.findIndex((column) => column.name === name));
  if (keyIndexes.includes(-1)) throw new Error(`${table.label}: a primary key column is not a stored column`);
  const keyList = primaryKey.map(quoteIdent).join(', ');
  const insertHead = `insert into ${table.sql} (${columns.map((column) => quoteIdent(column.name)).join(', ')}) overriding system value values `;

  let copied = 0;
  let after: unknown[] | undefined;
  for (;;) {
    let rows: unknown[][];
    if (primaryKey.length === 0) {
      // No key to walk (none of ours lacks one): the table is read at once.
      rows = await source.arrays(`select ${select} from ${table.sql}`);
    } else {
      const from = after
        ? `where (${keyList}) > (${primaryKey.map((name, i) => `$${i + 1}::${typeOf.get(name)}`).join(', ')})`
        : '';
      rows = await source.arrays(
        `select ${select} from ${table.sql} ${from} order by ${keyList} limit ${rowsPerBatch}`,
        after ?? [],
      );
    }
    if (rows.length === 0) break;
    for (let start = 0; start < rows.length; start += rowsPerBatch) {
      const batch = rows.slice(start, start + rowsPerBatch);
      const values: unknown[] = [];
      const tuples = batch.map(
        (row) =>
          `(${columns
            .map((column, i) => {
              values.push(row[i]);
              return `$${values.length}::${column.type}`;
            })
            .join(', ')})`,
      );
      await target.rows(insertHead + tuples.join(', '), values);
    }
    copied += rows.length;
    onBatch?.(copied);
    const last = rows.at(-1);
    if (primaryKey.length === 0 || rows.length < rowsPerBatch || !last) break;
    after = keyIndexes.map((index) => last[index]);
  }
  return copied;
}
