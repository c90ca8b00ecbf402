import type { DbOrTx } from './database.js';

/**
 * A hot statement built once per database handle instead of on every call. Drizzle rebuilds a query's SQL text
 * from its builder each time it runs (about a quarter of the server's CPU under inbound load went there), and a
 * named statement is parsed once per PostgreSQL connection instead of once per call. Pass values through
 * `sql.placeholder`. Handles are kept weakly: a transaction's statements go with it.
 */
export function preparedPerHandle<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const built = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
