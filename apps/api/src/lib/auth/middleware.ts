// Who is calling, for every route (the authorization rule in docs/product/roles.md). requireAuth()
// answers 401 without a valid bearer token (or `access_token` cookie); requireRole() answers 403
// for the wrong role. Handlers read the caller from c.var.user.
import * as guardianStrings from '@academy/strings/messages-guardians';
import { eq, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthUser } from '../../app-env.ts';
import { preparedFor, type Database } from '../../db/client.ts';
import { users, type Role } from '../../db/schema/users.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { ACCESS_COOKIE, isBrowserRequest } from './cookies.ts';
import { callersGeneration, keepCaller, keptCaller } from './signed-in.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller's row and whether its session is live: it runs on every signed-in request, so it is
 * prepared. */
const callerQuery = preparedFor((db: Database) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      inactive: sql<boolean>`(${users.disabledAt} is not null or ${users.withdrawnAt} is not null)`,
      // when the session ends (epoch ms), null unless it is live
      sessionEnds: sql<
        number | null
      >`(select extract(epoch from s.expires_at)::float8 * 1000 from auth_sessions s where s.id = ${sql.placeholder('sid')}::uuid and s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_caller_session'),
);

async function resolveUser(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]) {
  const header = c.req.header('authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  // The access_token cookie counts for a write only when the request comes from one of our pages
  // (its Origin), so another site cannot make a browser act with it (CSRF).
  const cookieAllowed = SAFE_METHODS.has(c.req.method) || isBrowserRequest(c);
  const token = bearer ?? (cookieAllowed ? getCookie(c, ACCESS_COOKIE) : undefined);
  if (!token) return null;
  const { env, database } = c.get('deps');
  const claims = verifyAccessToken(env.JWT_SECRET, token);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id)) return null;
  // PGlite: kept from an earlier request until a revocation or a user's change (signed-in.ts).
  if (database.kind === 'pglite') {
    const known = keptCaller(claims.sid, id);
    if (known) return known;
  }
  // The row is read so a disabled, withdrawn or signed-out session stops at once
  // (docs/product/security.md): the user and its session in one query.
  const seen = callersGeneration();
  const [row] = await callerQuery(database.db).execute({ id, sid: claims.sid });
  if (!row || row.inactive || row.sessionEnds === null) return null;
  const user = {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sid: claims.sid,
  } satisfies AuthUser;
  if (database.kind === 'pglite') keepCaller(user, row.sessionEnds, seen);
  return user;
}

/**
 * Whether a caller resolved earlier is still active with a live session (a long-lived WebSocket
 * asks now and then: docs/product/security.md wants a disabled, withdrawn or signed-out session to
 * stop).
 */
export async function stillSignedIn(db: Database, user: Pick<AuthUser, 'id' | 'sid'>) {
  if (user.sid === undefined) return false; // every session names its sid
  const [row] = await callerQuery(db).execute({ id: user.id, sid: user.sid });
  return !!row && !row.inactive && row.sessionEnds !== null;
}

/**
 * 401 unless a valid access token names an active user; 403 for a parent. A parent (PARENT) reads
 * its children's progress and manages its own account, nothing else (docs/product/parents.md), so
 * every route open to "any signed-in user" is closed to parents unless it says requireAccount().
 */
export const requireAuth = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveUser(c);
    if (!user) throw unauthorized();
    if (user.role === 'PARENT') throw forbidden(guardianStrings.errors.parentsRefused);
    c.set('user', user);
    await next();
  });

/**
 * 401 unless a valid access token names an active user, of any role, parents included: the
 * routes of one's own account (profile, password, consents, notifications, withdrawal).
 */
export const requireAccount = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveUser(c);
    if (!user) throw unauthorized();
    c.set('user', user);
    await next();
  });

/** 401 without a valid token, 403 when the caller's role is not one of `roles`. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveUser(c);
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) {
      throw forbidden(user.role === 'PARENT' ? guardianStrings.errors.parentsRefused : undefined);
    }
    c.set('user', user);
    await next();
  });

/** 401 without a valid token, 403 unless the caller is a teacher or an admin. */
export const requireStaff = () => requireRole('TEACHER', 'ADMIN');

/** Sets c.var.user when a valid token is present; never refuses. */
export const optionalAuth = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await resolveUser(c);
    if (user) c.set('user', user);
    await next();
  });
