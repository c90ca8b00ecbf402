import { createHash } from 'node:crypto';
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
export const anyOfPlaceholder = (column: AnyColumn, name: string, type: 'int' | 'text') =>
  sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;

/**
 * A hot statement built once per database handle instead of on every call. Drizzle rebuilds a query's SQL text
 * from its builder each time it runs (about a quarter of the server's CPU under inbound load went there), and a
 * named statement is parsed once per PostgreSQL connection instead of once per call. Pass values through
 * `sql.placeholder`.
 */
export function preparedPerHandle<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  return perHandle(build);
}

const statementNames = new Map<string, string>();

/**
 * The name a statement text is prepared under on each PostgreSQL connection: parsed once per connection instead of
 * on every call, and planned once when PostgreSQL finds its generic plan as good as the custom ones. Only for texts
 * from a fixed set (values travel as parameters), since every name stays prepared for the connection's life.
 */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `sql_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}
