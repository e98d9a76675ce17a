// Authentication (spec 7.1, design 3; decision record 004): login, refresh, logout, student
// sign-up (/register = /signup), the email check and instructor registration.
import { api } from '@academy/strings/api';
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  CheckEmailQuery,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  RefreshRequest,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
  TeacherRegisterRequest,
  TeacherRegisterResponse,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/auth/access-token.ts';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  isBrowserRequest,
  refreshCookieOf,
  setSessionCookies,
} from '../../lib/auth/cookies.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
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
import { ApiError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { errorResponses, jsonContent, okJson } from '../../lib/openapi.ts';
import { encryptField, maskDigits } from '../../lib/field-encryption.ts';
import { giveBack, takeAttempts, tooManyRequests } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { toUser } from '../users/users.routes.ts';

const WINDOW = 15 * 60;
/**
 * Login attempts (decision 013): counted before the password is checked and given
 * back when it is right. perPair: attempts from one address at one account; perAccount: attempts at
 * one account from anywhere, past which each address gets one attempt (the back-off an attacker
 * cannot turn into the owner's lockout); perAddress: attempts from one address at any account.
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  perAccount: 5,
  perAddress: 20,
  windowSeconds: WINDOW,
} as const;
/**
 * Sign-up and the email check share one budget per address (issue 17): a sign-up spree and an email
 * probe are both refused once it is spent, and a sign-up cannot answer 409 (email known) where the
 * check already answers 429.
 */
export const SIGNUP_LIMIT = { perAddress: 50, windowSeconds: WINDOW } as const;
/** multipart of the instructor form: a 5 MB photo and a few text fields */
const TEACHER_FORM_MAX_BYTES = 6 * 1024 * 1024;

const loginKeys = (email: string, address: string) => ({
  pair: `login:pair:${email}|${address}`,
  account: `login:account:${email}`,
  address: `login:address:${address}`,
});

/** Counts this attempt; the seconds to wait when it is over a limit, else 0. */
async function takeLoginAttempt(db: Database, keys: ReturnType<typeof loginKeys>) {
  const taken = await takeAttempts(db, [
    { key: keys.pair, limit: LOGIN_LIMITS.perPair, windowSeconds: WINDOW },
    { key: keys.account, limit: LOGIN_LIMITS.perAccount, windowSeconds: WINDOW },
    { key: keys.address, limit: LOGIN_LIMITS.perAddress, windowSeconds: WINDOW },
  ]);
  const pair = taken.get(keys.pair)!;
  const account = taken.get(keys.account)!;
  const address = taken.get(keys.address)!;
  let wait = 0;
  if (pair.count > LOGIN_LIMITS.perPair) wait = Math.max(wait, pair.wait);
  if (address.count > LOGIN_LIMITS.perAddress) wait = Math.max(wait, address.wait);
  // Back-off: an account under attack gives every address one attempt, so its owner (elsewhere,
  // with the right password) still signs in while no address gets a series of guesses.
  if (account.count > LOGIN_LIMITS.perAccount && pair.count > 1) {
    wait = Math.max(wait, Math.min(pair.wait, account.wait));
  }
  return wait;
}

type Ctx = Context<AppEnv>;

/** The tokens of a new or rotated session, the way this caller receives them. */
async function issueTokens(
  c: Ctx,
  user: { id: number; role: 'STUDENT' | 'TEACHER' | 'ADMIN' },
  session: { sessionId: string; refreshToken: string; maxAgeSeconds: number },
) {
  const accessToken = await signAccessToken(c.var.deps.env.JWT_SECRET, {
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

const emailEquals = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/login',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.login,
      description:
        'Browsers (Origin is one of the app origins) receive the refresh token only as the HttpOnly `refresh_token` cookie; other clients get `data.refreshToken`. Failed attempts are limited per account and per address (429 with Retry-After).',
      responses: okJson(LoginResponse, 'signed in', 400, 401, 429),
    }),
    validate('json', LoginRequest),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const email = username.toLowerCase();
      const db = c.var.deps.database.db;
      const keys = loginKeys(email, clientAddress(c));
      // Counted before the password work, so parallel guesses cannot all pass one check.
      const wait = await takeLoginAttempt(db, keys);
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
      // Same work and the same answer whether the account exists or not (design 3).
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid || user.disabledAt || user.withdrawnAt) {
        throw new ApiError(401, 'UNAUTHORIZED', api.auth.loginFailed);
      }
      // design 3: successful logins do not count.
      await giveBack(db, Object.values(keys));
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
    },
  )
  .post(
    '/auth/refresh',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.refresh,
      description:
        'Rotates the refresh token. Browsers send nothing (the HttpOnly cookie travels, and the Origin must be an app origin); other clients send {refreshToken} and get the successor in data.refreshToken. A token used twice (after a 10 s grace for retries) revokes its whole session.',
      responses: okJson(RefreshResponse, 'rotated', 400, 401, 403),
    }),
    validate('json', RefreshRequest),
    async (c) => {
      const body = c.req.valid('json');
      let token = body.refreshToken;
      if (!token) {
        token = refreshCookieOf(c);
        // The cookie is only honoured from our own pages (design 2: the refresh checks Origin).
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
    },
  )
  .post(
    '/auth/logout',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.logout,
      requestBody: {
        required: false,
        ...jsonContent(LogoutRequest),
      },
      description:
        'Revokes the session named by the access token (bearer or cookie), the refresh cookie or the body token, and clears the cookies. Always answers 200, so signing out never fails for the user.',
      responses: okJson(LogoutResponse, 'signed out', 400),
    }),
    (c) => logout(c),
  )
  .post(
    '/auth/register',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.register,
      description:
        'Always creates a STUDENT. The body is a strict allow-list: a role or any other field is refused with 400.',
      responses: { 201: okJson(SignupResponse, 'created')[200], ...errorResponses(400, 409) },
    }),
    validate('json', SignupRequest),
    (c) => signup(c, c.req.valid('json')),
  )
  .post(
    '/auth/signup',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.signup,
      responses: { 201: okJson(SignupResponse, 'created')[200], ...errorResponses(400, 409) },
    }),
    validate('json', SignupRequest),
    (c) => signup(c, c.req.valid('json')),
  )
  .get(
    '/auth/check-email',
    describeRoute({
      tags: ['auth'],
      summary: api.docs.summaries.checkEmail,
      description: 'Limited per address (429 with Retry-After).',
      responses: okJson(CheckEmailResponse, 'checked', 400, 429),
    }),
    validate('query', CheckEmailQuery),
    async (c) => {
      const { email } = c.req.valid('query');
      const db = c.var.deps.database.db;
      await takeSignupAttempt(c, api.auth.emailCheckAction);
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(emailEquals(email))
        .limit(1);
      return ok(c, { isDuplicate: !!row }, row ? api.auth.emailTaken : api.auth.emailAvailable);
    },
  )
  .post(
    '/auth/register/teacher',
    describeRoute({
      tags: ['auth', 'teachers'],
      summary: api.docs.summaries.registerTeacher,
      description:
        'multipart/form-data: userId, password, name, imageFile (PNG/JPEG/WebP/GIF by content, at most 5 MB), teachingSubjects (repeated, the 7 subjects of spec 9), optional bankName, accountNumber, accountHolder, businessNumber. The account and registration numbers are encrypted at rest and answered only masked.',
      responses: {
        201: okJson(TeacherRegisterResponse, 'created')[200],
        ...errorResponses(400, 401, 403, 409, 413, 415),
      },
    }),
    requireStaff(),
    bodyLimit({
      maxSize: TEACHER_FORM_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', api.files.imageTooLarge);
      },
    }),
    validate('form', TeacherRegisterRequest),
    async (c) => {
      const input = c.req.valid('form');
      const { database, env, files } = c.var.deps;
      const db = database.db;
      if (await emailInUse(c, input.userId)) throw conflict(api.auth.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const photo = await files.storeImage(input.imageFile, { maxWidth: 640, maxHeight: 640 });
      try {
        const [row] = await db
          .insert(users)
          .values({
            email: input.userId,
            passwordHash,
            name: input.name,
            role: 'TEACHER',
            image: photo.url,
            teachingSubjects: input.teachingSubjects,
            bankName: input.bankName ?? null,
            accountNumberEncrypted: input.accountNumber
              ? encryptField(env.DATA_ENCRYPTION_KEY, 'account_number', input.accountNumber)
              : null,
            accountHolder: input.accountHolder ?? null,
            businessNumberEncrypted: input.businessNumber
              ? encryptField(env.DATA_ENCRYPTION_KEY, 'business_number', input.businessNumber)
              : null,
          })
          .returning();
        const teacher = row!;
        return ok(
          c,
          {
            id: teacher.id,
            name: teacher.name,
            userId: teacher.email,
            image: teacher.image,
            teachingSubjects: teacher.teachingSubjects,
            bankName: teacher.bankName,
            accountNumberMasked: input.accountNumber ? maskDigits(input.accountNumber) : null,
            accountHolder: teacher.accountHolder,
            businessNumberMasked: input.businessNumber ? maskDigits(input.businessNumber) : null,
          },
          api.auth.teacherRegistered,
          201,
        );
      } catch (error) {
        await files.remove(photo.key).catch(() => {});
        if (isUniqueViolation(error)) throw conflict(api.auth.emailTaken);
        throw error;
      }
    },
  );

async function emailInUse(c: Ctx, email: string) {
  const [row] = await c.var.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(emailEquals(email))
    .limit(1);
  return !!row;
}

/** Counts a sign-up or an email check against the address's budget; 429 once it is spent. */
async function takeSignupAttempt(c: Ctx, action: string) {
  const key = `signup:address:${clientAddress(c)}`;
  const taken = await takeAttempts(c.var.deps.database.db, [
    { key, limit: SIGNUP_LIMIT.perAddress, windowSeconds: SIGNUP_LIMIT.windowSeconds },
  ]);
  const { count, wait } = taken.get(key)!;
  if (count > SIGNUP_LIMIT.perAddress) throw tooManyRequests(action, wait);
}

async function signup(c: Ctx, input: v.InferOutput<typeof SignupRequest>) {
  const db = c.var.deps.database.db;
  await takeSignupAttempt(c, api.auth.signupAction);
  if (await emailInUse(c, input.userId)) throw conflict(api.auth.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.userId,
        passwordHash,
        name: input.name,
        role: 'STUDENT', // design 3: sign-up always creates a student
        studentContact: input.studentContact,
        parentContact: input.parentContact,
        address: input.address,
        goalUniversities: input.goalUniversities,
        studyYears: input.studyYears,
        majorType: input.majorType,
        ejuScores: {
          listening: input.ejuScores.listening,
          reading: input.ejuScores.reading,
          totalListenRead: input.ejuScores.totalListenRead,
          science: input.ejuScores.science,
          subject1: input.ejuScores.subject1 || null,
          score1: input.ejuScores.subject1 ? (input.ejuScores.score1 ?? null) : null,
          subject2: input.ejuScores.subject2 || null,
          score2: input.ejuScores.subject2 ? (input.ejuScores.score2 ?? null) : null,
        },
        note: input.note || null,
      })
      .returning();
    return ok(c, toUser(row!), api.auth.signedUp, 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(api.auth.emailTaken);
    throw error;
  }
}

async function logout(c: Ctx) {
  const { database, env } = c.var.deps;
  const header = c.req.header('authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  // Like refresh: cookies are honoured only from our own pages, so a form on another site cannot
  // sign the visitor out (issue 17). A client that is not a browser sends a bearer or body token.
  const origin = c.req.header('origin');
  const cookies = !bearer && (getCookie(c, ACCESS_COOKIE) || refreshCookieOf(c));
  if ((origin || cookies) && !isBrowserRequest(c)) throw forbidden(api.auth.refreshOrigin);
  const body = await logoutBody(c);
  const sessions = new Set<string>();
  const access = bearer ?? getCookie(c, ACCESS_COOKIE);
  const claims = access ? await verifyAccessToken(env.JWT_SECRET, access) : null;
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
async function logoutBody(c: Ctx) {
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
