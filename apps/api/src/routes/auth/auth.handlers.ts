// Sessions (docs/product/api.md, docs/product/security.md; decision record 004): login, refresh and
// logout. Browsers get the tokens as cookies, other clients in the body, so each handler works on
// the request context.
import { api } from '@academy/strings/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  LogoutRequest,
  type LoginRequest,
  type RefreshRequest,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { users, type Role } from '../../db/schema/users.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/auth/access-token.ts';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  isBrowserRequest,
  refreshCookieOf,
  setSessionCookies,
} from '../../lib/auth/cookies.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/auth/passwords.ts';
import {
  REFRESH_IDLE_SECONDS,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../lib/auth/sessions.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { giveBack, tooManyRequests } from '../../lib/rate-limit.ts';
import { loginKeys, rememberAddress, takeLoginAttempt } from './auth.limits.ts';
import { emailEquals } from './auth.queries.ts';

type Ctx = Context<AppEnv>;

/** The tokens of a new or rotated session, the way this caller receives them. */
async function issueTokens(
  c: Ctx,
  user: { id: number; role: Role },
  session: { sessionId: string; refreshToken: string; maxAgeSeconds: number },
) {
  const accessToken = signAccessToken(c.var.deps.env.JWT_SECRET, {
    sub: String(user.id),
    role: user.role,
    sid: session.sessionId,
  });
  if (isBrowserRequest(c)) {
    setSessionCookies(c, {
      accessToken,
      refreshToken: session.refreshToken,
      refreshMaxAgeSeconds: session.maxAgeSeconds,
    });
    return { accessToken, refreshToken: undefined };
  }
  return { accessToken, refreshToken: session.refreshToken };
}

/** Signs in by email and password; the same work and answer whether the account exists or not. */
export async function login(c: Ctx, { username, password }: v.InferOutput<typeof LoginRequest>) {
  const email = username.toLowerCase();
  const db = c.var.deps.database.db;
  const keys = loginKeys(email, clientAddress(c));
  // Counted before the password work, so parallel guesses cannot all pass one check.
  const { wait, counted } = await takeLoginAttempt(db, keys);
  if (wait > 0) throw tooManyRequests(api.auth.loginAction, wait);

  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      withdrawnAt: users.withdrawnAt,
    })
    .from(users)
    .where(emailEquals(email))
    .limit(1);
  // Same work and the same answer whether the account exists or not (docs/product/api.md).
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid || user.disabledAt || user.withdrawnAt) {
    throw new ApiError(401, 'UNAUTHORIZED', api.auth.loginFailed);
  }
  // Successful logins do not count; and this address is the account's own from now on, so an
  // attack on the account from elsewhere does not stop its owner here
  // (docs/decisions/035-limits-for-shared-addresses.md).
  await giveBack(db, counted);
  await rememberAddress(db, keys);
  if (needsRehash(user.passwordHash)) {
    // Hashes made with older parameters are upgraded while the password is at hand.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  const session = await startSession(db, user.id);
  const tokens = await issueTokens(c, user, {
    ...session,
    maxAgeSeconds: REFRESH_IDLE_SECONDS,
  });
  return ok(
    c,
    {
      token: tokens.accessToken,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    },
    api.auth.loginSuccess,
  );
}

/** Rotates the refresh token (body for clients, the cookie from our own pages). */
export async function refresh(c: Ctx, body: v.InferOutput<typeof RefreshRequest>) {
  let token = body.refreshToken;
  if (!token) {
    token = refreshCookieOf(c);
    // The cookie is only honoured from our own pages (docs/decisions/003-token-storage.md: the
    // refresh checks Origin).
    if (token && !isBrowserRequest(c)) throw forbidden(api.auth.refreshOrigin);
  }
  if (!token) throw unauthorized(api.auth.refreshInvalid);
  const rotated = await rotateRefreshToken(
    c.var.deps.database.db,
    c.var.deps.env.JWT_SECRET,
    token,
  );
  if (!rotated.ok) {
    if (isBrowserRequest(c)) clearSessionCookies(c);
    throw unauthorized(api.auth.refreshInvalid);
  }
  const tokens = await issueTokens(c, rotated.user, rotated);
  return ok(
    c,
    {
      accessToken: tokens.accessToken,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    },
    api.auth.refreshed,
  );
}

export async function logout(c: Ctx) {
  const { database, env } = c.var.deps;
  const header = c.req.header('authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  // Like refresh: cookies are honoured only from our own pages, so a form on another site cannot
  // sign the visitor out. A client that is not a browser sends a bearer or body token.
  const origin = c.req.header('origin');
  const cookies = !bearer && (getCookie(c, ACCESS_COOKIE) || refreshCookieOf(c));
  if ((origin || cookies) && !isBrowserRequest(c)) throw forbidden(api.auth.refreshOrigin);
  const body = await logoutBody(c);
  const sessions = new Set<string>();
  const access = bearer ?? getCookie(c, ACCESS_COOKIE);
  const claims = access ? verifyAccessToken(env.JWT_SECRET, access) : null;
  if (claims?.sid) sessions.add(claims.sid);
  for (const token of [body.refreshToken, refreshCookieOf(c)]) {
    if (!token) continue;
    const sessionId = await sessionOfRefreshToken(database.db, token);
    if (sessionId) sessions.add(sessionId);
  }
  for (const sessionId of sessions) await revokeSession(database.db, sessionId, 'logout');
  clearSessionCookies(c);
  return ok(c, null, api.auth.loggedOut);
}

/** The optional {refreshToken}: read only from a JSON body (any other body is left unread). */
export async function logoutBody(c: Ctx) {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return {};
  let parsed: unknown;
  try {
    const text = await c.req.text();
    parsed = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw badRequest(api.common.badRequest);
  }
  const result = v.safeParse(LogoutRequest, parsed);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
}
