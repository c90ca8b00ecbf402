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
 * A hot statement built once per database handle instead of on every call. Drizzle rebuilds a query's SQL text
 * from its builder each time it runs (about a quarter of the server's CPU under inbound load went there), and a
 * named statement is parsed once per PostgreSQL connection instead of once per call. Pass values through
 * `sql.placeholder`.
 */
export function preparedPerHandle<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  return perHandle(build);
}
