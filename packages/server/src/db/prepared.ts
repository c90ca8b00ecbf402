import { sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from './database.js';

/** One value per database handle, made on its first use. Handles are kept weakly: a transaction's go with it. */
export function perHandle<Value>(make: (db: DbOrTx) => Value): (db: DbOrTx) => Value {
  const made = new WeakMap<DbOrTx, Value>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * `column = any($name)` with the list as one array placeholder: the statement's text does not depend on how many
 * values a call brings, so it can be prepared.
 */
export const anyOfPlaceholder = (column: AnyColumn, name: string, type: 'int' | 'text') => sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;

/**
 * A hot statement built once per database handle instead of on every call. Drizzle rebuilds a query's SQL text
 * from its builder each time it runs (about a quarter of the server's CPU under inbound load went there), and a
 * named statement is parsed once per PostgreSQL connection instead of once per call. Pass values through
 * `sql.placeholder`.
 */
export function preparedPerHandle<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  return perHandle(build);
}
