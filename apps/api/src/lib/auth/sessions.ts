// Refresh tokens and the sessions (families) they belong to (docs/product/security.md; decision
// record 004). Every revocation tells the signed-in callers kept in memory (signed-in.ts, PGlite)
// at once. A refresh token is 256 random bits, kept only as its SHA-256 hash, and rotated on every
// use. The successor of a token is derived from it with an HMAC keyed by the server secret, so a
// retry of the same token within REUSE_GRACE_SECONDS (a lost response, two tabs at once) gets the
// same successor without the server storing any token. A token used again later is a theft signal:
// its whole family is revoked.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/auth.ts';
import { users, type Role } from '../../db/schema/users.ts';
import { announceLive } from '../live/hub.ts';
import { callersChanged } from './signed-in.ts';

export const REFRESH_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
export const REUSE_GRACE_SECONDS = 10;

export type RevokeReason = 'logout' | 'reuse' | 'withdrawal' | 'disabled' | 'password';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function successorOf(secret: string, token: string) {
  const key = createHmac('sha256', secret).update('academy refresh-successor v1').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A new session (login): its id (the access token's sid) and its first refresh token. */
export async function startSession(db: Database, userId: number) {
  const sessionId = randomUUID();
  const refreshToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(authSessions).values({
      id: sessionId,
      userId,
      expiresAt: secondsFromNow(SESSION_ABSOLUTE_SECONDS) as unknown as Date,
    });
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: secondsFromNow(REFRESH_IDLE_SECONDS) as unknown as Date,
    });
  });
  return { sessionId, refreshToken };
}

export type RotateResult =
  | {
      ok: true;
      sessionId: string;
      refreshToken: string;
      user: { id: number; role: Role };
      /** seconds the new refresh token lives (idle limit, capped by the absolute one) */
      maxAgeSeconds: number;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a refresh token for its successor (see the file comment for the rules). */
export async function rotateRefreshToken(
  db: Database,
  secret: string,
  token: string,
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        tokenExpired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        usedSecondsAgo: sql<
          number | null
        >`extract(epoch from (now() - ${refreshTokens.usedAt}))::float8`,
        sessionRevoked: sql<boolean>`${authSessions.revokedAt} is not null`,
        sessionExpired: sql<boolean>`${authSessions.expiresAt} <= now()`,
        sessionSecondsLeft: sql<number>`floor(extract(epoch from (${authSessions.expiresAt} - now())))::int`,
        userId: users.id,
        role: users.role,
        userInactive: sql<boolean>`(${users.disabledAt} is not null or ${users.withdrawnAt} is not null)`,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.sessionRevoked || row.userInactive) return { ok: false, reason: 'revoked' } as const;
    if (row.sessionExpired || row.tokenExpired) return { ok: false, reason: 'expired' } as const;

    const successor = successorOf(secret, token);
    const maxAgeSeconds = Math.min(REFRESH_IDLE_SECONDS, Number(row.sessionSecondsLeft));
    const result = {
      ok: true as const,
      sessionId: row.sessionId,
      refreshToken: successor,
      user: { id: row.userId, role: row.role },
      maxAgeSeconds,
    };

    // Claim the token; of two concurrent uses exactly one wins this update.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 1) {
      await tx.insert(refreshTokens).values({
        sessionId: row.sessionId,
        tokenHash: hashToken(successor),
        expiresAt: secondsFromNow(maxAgeSeconds) as unknown as Date,
      });
      return result;
    }

    // Already used. A retry within the grace period whose successor is still unused gets that
    // same successor; anything else is reuse, and the family goes.
    const usedSecondsAgo = row.usedSecondsAgo ?? 0;
    if (usedSecondsAgo <= REUSE_GRACE_SECONDS) {
      const [next] = await tx
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(successor)))
        .limit(1);
      if (!next || next.usedAt === null) return result;
    }
    await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'reuse' })
      .where(and(eq(authSessions.id, row.sessionId), isNull(authSessions.revokedAt)));
    callersChanged();
    await announceLive(tx as unknown as Database, { k: 'revoke', userId: row.userId });
    return { ok: false, reason: 'reused' } as const;
  });
}

/** The session a refresh token belongs to (for logout), or null. */
export async function sessionOfRefreshToken(db: Database, token: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.sessionId ?? null;
}

/**
 * Every revocation is announced on the live channel: the revoked session's open sockets, in any
 * process, check it at once and close (4401) instead of hearing their rooms until the next
 * minute's check (docs/decisions/036-live-channel-limits.md).
 */
export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason) {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  callersChanged();
  for (const { userId } of revoked) await announceLive(db, { k: 'revoke', userId, sessionId });
}

/** Every session of a user (withdrawal, disabling): their access tokens stop at once too. */
export async function revokeUserSessions(db: Database, userId: number, reason: RevokeReason) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  callersChanged();
  await announceLive(db, { k: 'revoke', userId });
}

/**
 * Disables an account (for an admin screen): its sessions are revoked and its access tokens stop
 * at once (the middleware refuses a disabled user); it can no longer sign in. Never permanent:
 * clearing disabled_at enables it again.
 */
export async function disableUser(db: Database, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx as unknown as Database, userId, 'disabled');
  });
}

/** Sessions past their absolute lifetime (and their tokens, by cascade), deleted now and then. */
export async function pruneSessions(db: Database) {
  await db.delete(authSessions).where(sql`${authSessions.expiresAt} < now() - interval '1 day'`);
}
