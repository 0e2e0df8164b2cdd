/** Recognises PostgreSQL errors by SQLSTATE, the same on pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
