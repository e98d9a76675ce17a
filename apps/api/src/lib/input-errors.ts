// Errors that mean the request was wrong, not the server: they answer 400, not 500.
// The contract's schemas refuse most bad input first; these are the net under them.

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx): a value the column or the cast cannot
 * take (a NUL byte in text, 22021; a number out of range, 22003; bad text for a type, 22P02).
 * A URIError is a path parameter with bad percent-encoding.
 */
export function isBadInput(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth += 1) {
    if (current instanceof URIError) return true;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
