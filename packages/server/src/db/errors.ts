/** PostgreSQL SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * True when `error` (or the driver error Drizzle wrapped in it) is a unique violation, of `constraint` when named.
 * node-postgres and PGlite both report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as PgLikeError;
    if (candidate.code === UNIQUE_VIOLATION) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
