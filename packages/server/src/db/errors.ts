/** PostgreSQL SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL SQLSTATE for foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

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
  const found = errorWithCode(error, UNIQUE_VIOLATION);
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}

/** True when `error` is a foreign-key violation (a row deleted while another still names it). */
export function isForeignKeyViolation(error: unknown): boolean {
  return errorWithCode(error, FOREIGN_KEY_VIOLATION) !== undefined;
}

/** The error in the cause chain (Drizzle wraps the driver's) that carries SQLSTATE `code`. */
function errorWithCode(error: unknown, code: string): PgLikeError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as PgLikeError;
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return undefined;
}
