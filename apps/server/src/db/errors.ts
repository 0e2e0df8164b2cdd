/** Recognises PostgreSQL errors by SQLSTATE, the same on pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** SQLSTATEs of a database that is away or busy for a moment: retrying shortly is the right answer. */
const TRANSIENT_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '40P01', // deadlock_detected
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  // Raised only while a connection is being opened: the database cannot be reached as configured just now.
  '3D000', // invalid_catalog_name: the database is gone (being recreated, restored)
  '28000', // invalid_authorization_specification: no pg_hba entry (the server's access being changed)
  '28P01', // invalid_password
]);
/** SQLSTATEs shared with other faults, recognised as unavailability by their connection-time message only. */
const CONNECTION_REFUSALS = /is not currently accepting connections|database system is (starting up|shutting down|in recovery mode)/;
/** Errors of the socket itself (no SQLSTATE): refused, reset, unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres and pg-pool say these without a code. "timeout expired" is pg's own connect timeout (the one
 * connectionWaits gives each client), "Client was closed" a pooled client whose socket ended just before its query.
 */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired$|Client has encountered a connection error|Client was closed and is not queryable|Connection ended)/;

/**
 * The database is unreachable, restarting, refusing connections, or a statement or lock wait ran out of time: a 503
 * with Retry-After, not a 500. Class 08 is every connection exception; every failure to get or keep a connection is
 * one of these (issue 23).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || TRANSIENT_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  if (!(error instanceof Error)) return false;
  // 55000 (object_not_in_prerequisite_state) is also a plain statement error; at connect time it is the database
  // refusing connections (ALLOW_CONNECTIONS false).
  if (CONNECTION_MESSAGES.test(error.message) || CONNECTION_REFUSALS.test(error.message)) return true;
  // A library that wraps the driver's error (Kysely, pg-boss) keeps it as the cause.
  return depth < 5 && error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1);
}

/** A connection error in a line of log: its message and code, not the client object pg attaches to it. */
export function briefError(error: unknown): { message: string; code?: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { message, code } = error as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string' ? { message: text, code } : { message: text };
}
