// PGlite only: who a live session is, kept per session id (docs/product/learning.md: the caller's
// statement was a third of a watch report's). One process owns the embedded database, so every
// revocation, disabling, withdrawal and change of a user's row is made by this process, which calls
// callersChanged() with it: the next request reads the row again, so they still take effect at
// once (docs/product/api.md). With PostgreSQL other processes write too, so the middleware reads it
// every time.
import type { AuthUser } from '../../app-env.ts';

const kept = new Map<string, { user: AuthUser; until: number }>();
let generation = 0;
const KEPT_SESSIONS = 10_000;
/** Read again at least this often all the same. */
const KEEP_MS = 60_000;

/** A session was revoked or a user's row changed: every kept caller is read again. */
export function callersChanged() {
  generation += 1;
  kept.clear();
}

/** Taken before reading a caller's row, handed to keepCaller with what was read. */
export const callersGeneration = () => generation;

/** The caller kept for this session and user, while it is still good. */
export function keptCaller(sid: string, userId: number) {
  const entry = kept.get(sid);
  return entry && entry.user.id === userId && Date.now() < entry.until ? entry.user : undefined;
}

/**
 * Keeps a caller read as active with a live session ending at `sessionEnds` (epoch ms), unless
 * something changed since `seen` (a revocation made while the row was read must not be undone).
 */
export function keepCaller(user: AuthUser, sessionEnds: number, seen: number) {
  if (seen !== generation) return;
  if (kept.size >= KEPT_SESSIONS) kept.clear();
  kept.set(user.sid, {
    user: Object.freeze(user),
    until: Math.min(Date.now() + KEEP_MS, sessionEnds),
  });
}
