import { getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written as `"table"."column"` wherever the fragment is rendered.
 *
 * Drizzle leaves the table out of the columns of an `sql` fragment in a select list when the query reads one table
 * (`select exists(select 1 from "ticket_tags" where "ticket_id" = "id") from "tickets"`). Inside a correlated
 * subquery a bare name binds to the innermost table that has it, so `"id"` there is ticket_tags' own id, not the
 * ticket's: the check silently asks another question, and can read across companies. Columns of fragments that hold
 * a subquery go through this; `subquery-columns.ts` refuses bare ones in the tests.
 */
export function qualified(column: PgColumn): SQL {
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}
