/**
 * The unique index a PostgreSQL error violated (SQLSTATE 23505), or null. Works for node-postgres and PGlite errors:
 * both carry `code` and `constraint`; the message is the fallback.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return null;
  if (typeof constraint === 'string') return constraint;
  const match = typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message) : null;
  return match?.[1] ?? 'unknown';
}
