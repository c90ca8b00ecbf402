/**
 * Whether a failure means "the database could not be reached or dropped the connection" (a restart, a failover,
 * pg_terminate_backend, a network cut) rather than a fault of the request or a bug. Such work is answered 503 so the
 * caller retries (Meta redelivers a webhook on any non-2xx), and the pool reconnects on its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in DrizzleQueryError (`cause`); walk a few levels, never a cycle.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isConnectionFailure(current)) return true;
    current = current.cause;
  }
  return false;
}

/** SQLSTATE classes and codes: 08 connection exception; 57P01/02/03 admin shutdown, crash shutdown, cannot connect now. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool report a lost or refused connection only by message.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code))
  )
    return true;
  // Node answers an AggregateError (no code of its own) when every address of a host refused.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => inner instanceof Error && isConnectionFailure(inner))
  )
    return true;
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}
