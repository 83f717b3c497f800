/**
 * What a database error means, on either engine: the rest of the code asks these instead of reading driver
 * codes.
 */

/**
 * True when `error` is a unique-constraint violation; with `table`, only one of that table's (PostgreSQL names
 * the table; SQLite names its columns as `table.column`).
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const {
    code,
    table: violated,
    message,
  } = (error ?? {}) as { code?: unknown; table?: unknown; message?: unknown };
  if (code === '23505') return table === undefined || violated === table;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return table === undefined || (typeof message === 'string' && message.includes(` ${table}.`));
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

/** True when `error` means the database cannot be reached right now (a 503, not a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|not queryable|server closed the connection/i.test(
      message,
    )
  );
}
