// The signed-in user (docs/product/api.md): the profile, and account withdrawal.
import { api } from '@academy/strings/api';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ErrorEnvelope,
  UserResponse,
  WithdrawRequest,
  WithdrawResponse,
  type User,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import * as accounts from '@academy/strings/accounts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { clearSessionCookies } from '../../lib/auth/cookies.ts';
import { requireAccount } from '../../lib/auth/middleware.ts';
import { hashPassword } from '../../lib/auth/passwords.ts';
import { revokeUserSessions } from '../../lib/auth/sessions.ts';
import { announceChange, changeContent, changed } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { randomBytes } from 'node:crypto';
import { jsonContent as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { checkOwnPassword } from '../me/own-password.ts';
import { eraseBeyondProfile } from '../consents/withdrawal.ts';

const userMessages = api.users;

/** The User profile, exactly its fields (docs/product/api.md). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    userId: row.email,
    name: row.name,
    role: row.role,
    studentContact: row.studentContact,
    parentContact: row.parentContact,
    address: row.address,
    majorType: row.majorType,
    goalUniversities: row.goalUniversities,
    studyYears: row.studyYears,
    ejuScores: row.ejuScores ?? null,
    image: row.image,
    note: row.note,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export const userRoutes = new Hono<AppEnv>()
  .get(
    '/users/info',
    describeRoute({
      tags: ['users'],
      summary: api.docs.summaries.me,
      description:
        'Also the start-up session check of the apps: 200 with the profile, or 401 when the access token is missing, expired, forged or its session was revoked.',
      responses: {
        200: { description: 'the profile', ...json(UserResponse) },
        401: { description: 'no or bad token', ...json(ErrorEnvelope) },
      },
    }),
    requireAccount(),
    async (c) => {
      const [row] = await c.var.deps.database.db
        .select()
        .from(users)
        .where(eq(users.id, c.var.user.id))
        .limit(1);
      if (!row) throw notFound();
      return ok(c, toUser(row), userMessages.profile);
    },
  )
  .delete(
    '/users/profile',
    describeRoute({
      tags: ['users'],
      summary: api.docs.summaries.withdraw,
      requestBody: { required: true, ...json(WithdrawRequest) },
      description: `Needs the account's password ({password}; a wrong one answers 400 and counts like a failed login, 429 past the limit). Revokes every session of the user at once and erases the personal data: the email becomes a placeholder (free to sign up again), the name ${api.users.withdrawnName}, the profile and teacher fields are cleared and the password replaced by an unusable hash, and every row docs/product/privacy.md lists is deleted or renamed: learning records, requests, notifications, refresh tokens, question photos, data exports and EJU sittings go; questions, submissions, chat messages, reviews and pass stories stay under the withdrawn name; consent records are kept 5 years. The row stays so others' threads keep a (now anonymous) author.`,
      responses: {
        200: { description: 'withdrawn', ...json(WithdrawResponse) },
        400: { description: 'no or wrong password', ...json(ErrorEnvelope) },
        401: { description: 'no or bad token', ...json(ErrorEnvelope) },
        429: { description: 'too many wrong passwords', ...json(ErrorEnvelope) },
      },
    }),
    requireAccount(),
    validate('json', WithdrawRequest),
    async (c) => {
      const { database, files } = c.var.deps;
      const id = c.var.user.id;
      await checkOwnPassword(
        database.db,
        id,
        c.req.valid('json').password,
        accounts.answers.passwordWrong,
      );
      // A password nobody knows: the hash of 32 random bytes nobody kept.
      const unusable = await hashPassword(randomBytes(32).toString('hex'));
      const [before] = await database.db
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      // A teacher's lectures show the new name in the shop and classroom lists (content cache).
      const photos = await changeContent(c.var.deps, 'lectures', async (tx) => {
        await tx
          .update(users)
          .set({
            email: `withdrawn-${id}@withdrawn.invalid`,
            name: userMessages.withdrawnName,
            passwordHash: unusable,
            studentContact: null,
            parentContact: null,
            address: null,
            majorType: null,
            goalUniversities: [],
            studyYears: null,
            ejuScores: null,
            note: null,
            birthDate: null,
            image: null,
            teachingSubjects: [],
            introduction: null,
            bankName: null,
            accountNumberEncrypted: null,
            accountHolder: null,
            businessNumberEncrypted: null,
            withdrawnAt: sql`now()`,
          })
          .where(eq(users.id, id));
        await revokeUserSessions(tx as never, id, 'withdrawal');
        // Reviews and pass stories show the new name on the public pages.
        await announceChange(tx, 'reviews');
        await announceChange(tx, 'pass-stories');
        return eraseBeyondProfile(tx, id);
      });
      changed(c.var.deps, 'reviews');
      changed(c.var.deps, 'pass-stories');
      const photoKey = before?.image?.replace(/^\/api\/files\//, '');
      for (const key of photoKey ? [photoKey, ...photos] : photos)
        await files.remove(key).catch(() => {});
      clearSessionCookies(c);
      return ok(c, null, userMessages.withdrawn);
    },
  );
