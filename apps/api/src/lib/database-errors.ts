// Telling "the database is unreachable" apart from a bug: those errors answer 503 (design 3:
// "a database that goes away gives 503 in about two seconds, the process lives on").

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
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|pglite is closed|database is closed|client has encountered a connection error|connection refused|query read timeout|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
      if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
      if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
        return true;
      }
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}
