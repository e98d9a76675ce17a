// Telling "the database is unreachable" apart from a bug: those errors answer 503
// (docs/product/security.md: "a database that goes away gives 503 in about two seconds, the process
// lives on").

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P04', // database_dropped
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '3D000', // the database does not exist (dropped, or not created yet)
]);

const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|pglite is closed|database is closed|client has encountered a connection error|connection refused|query read timeout|cannot use a pool after calling end/i;

function isUnavailableCode(code: string, message: unknown) {
  if (UNAVAILABLE_CODES.has(code)) return true;
  // class 08: connection exceptions, whatever the subclass
  if (code.startsWith('08') && code.length === 5) return true;
  // 55000 is also a plain bug (currval before nextval): only "not accepting connections" counts
  return code === '55000' && typeof message === 'string' && /accepting connections/i.test(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && isUnavailableCode(code, message)) return true;
      if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
      if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
        return true;
      }
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}

/** The PostgreSQL error code of `error` or of one of its causes (drizzle wraps the driver's). */
function sqlStateOf(error: unknown, codes: readonly string[]): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 6;
    depth += 1
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the write (23505): two requests raced for the same row. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error, ['23505']);

/** A unique index or a check constraint refused the write (23505, 23514). */
export const isConstraintViolation = (error: unknown) => sqlStateOf(error, ['23505', '23514']);

/** How often an outage is logged again while it lasts. */
export const OUTAGE_LOG_INTERVAL_MS = 30_000;

/**
 * Logs an outage once, not once per request: the first 503 writes a line, the following ones
 * within OUTAGE_LOG_INTERVAL_MS are counted and reported with the next line.
 */
export function outageLog(
  log: (fields: Record<string, unknown>, message: string) => void,
  now = () => Date.now(),
) {
  let loggedAt = -Infinity;
  let suppressed = 0;
  return (fields: Record<string, unknown>) => {
    const at = now();
    if (at - loggedAt < OUTAGE_LOG_INTERVAL_MS) {
      suppressed += 1;
      return;
    }
    log({ ...fields, ...(suppressed ? { suppressed } : {}) }, 'database unavailable');
    loggedAt = at;
    suppressed = 0;
  };
}
