// Password reset and email verification as a person uses them (docs/product/security.md): the
// links land in the outbox, work once, expire, belong to one account, and a reset signs out every
// session; the request tells nothing about which emails are registered.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { accountTokens } from '../../db/schema/account-tokens.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/auth/sessions.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUser } from '../../test/fixtures.ts';
import { messageOf } from '../../test/lecture-fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { RESEND_LIMIT, RESET_LIMITS } from './account-mail.limits.ts';
import { RESET_ANSWER_MS } from './password-reset.handlers.ts';

// Each test speaks from its own address (X-Forwarded-For), so per-address limits stay apart.
const env = { ...testEnv, TRUST_PROXY: true };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ env, database, logger: createLogger('silent') });
});
afterAll(() => database.drop());

let addressCounter = 0;
const newAddress = () => `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
  send('POST', path, body, headers);

/** The newest message of `template` to the user, and its link's account and token. */
async function lastLink(userId: number, template: string) {
  const [row] = await database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipientUserId, userId), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) return null;
  const url = new URL(String(row.variables.link));
  return {
    row,
    url,
    user: Number(url.searchParams.get('user')),
    token: url.searchParams.get('token')!,
  };
}

async function login(email: string, password: string) {
  return post('/api/auth/login', { username: email, password });
}

async function requestLink(email: string) {
  const response = await post('/api/auth/password-reset', { email });
  expect(response.status).toBe(200);
  return response;
}

describe('password reset', () => {
  it('answers the same, after the same floor of time, for a known and an unknown email', async () => {
    const { user } = await createUser(database.db);
    const known = performance.now();
    const a = await post('/api/auth/password-reset', { email: user.email.toUpperCase() });
    const knownMs = performance.now() - known;
    const unknown = performance.now();
    const b = await post('/api/auth/password-reset', {
      email: `nobody-${randomUUID()}@example.com`,
    });
    const unknownMs = performance.now() - unknown;
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(bodyA).toEqual(bodyB);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    // Only the known account got a link, by email.
    const link = await lastLink(user.id, 'password-reset');
    expect(link?.row).toMatchObject({ channel: 'EMAIL', address: user.email, state: 'PENDING' });
    expect(link?.url.origin).toBe(new URL(env.SITE_URL).origin);
    expect(link?.url.pathname).toBe('/reset-password');
  });

  it('keeps only the hash of the token', async () => {
    const { user } = await createUser(database.db);
    await requestLink(user.email);
    const link = (await lastLink(user.id, 'password-reset'))!;
    const stored = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
  });

  it('sets the new password once, signs out every session, and then refuses the link', async () => {
    const { user, headers } = await createUser(database.db);
    expect((await send('GET', '/api/users/info', undefined, headers)).status).toBe(200);
    await requestLink(user.email);
    const link = (await lastLink(user.id, 'password-reset'))!;

    const done = await post('/api/auth/password-reset/confirm', {
      user: link.user,
      token: link.token,
      newPassword: 'new-password-1',
    });
    expect(done.status).toBe(200);
    // The old session is gone; the new password signs in, the old one does not.
    expect((await send('GET', '/api/users/info', undefined, headers)).status).toBe(401);
    expect((await login(user.email, 'new-password-1')).status).toBe(200);
    expect((await login(user.email, 'password1234')).status).toBe(401);

    const again = await post('/api/auth/password-reset/confirm', {
      user: link.user,
      token: link.token,
      newPassword: 'other-password-2',
    });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toContain(
      '비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다',
    );
    expect((await login(user.email, 'other-password-2')).status).toBe(401);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { user } = await createUser(database.db);
    await requestLink(user.email);
    const link = (await lastLink(user.id, 'password-reset'))!;
    await database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date })
      .where(eq(accountTokens.userId, user.id));
    const response = await post('/api/auth/password-reset/confirm', {
      user: link.user,
      token: link.token,
      newPassword: 'new-password-1',
    });
    expect(response.status).toBe(400);
    expect((await login(user.email, 'password1234')).status).toBe(200);
  });

  it("refuses one account's link for another account and leaves both as they were", async () => {
    const { user: owner } = await createUser(database.db);
    const { user: other } = await createUser(database.db);
    await requestLink(owner.email);
    const link = (await lastLink(owner.id, 'password-reset'))!;
    const response = await post('/api/auth/password-reset/confirm', {
      user: other.id,
      token: link.token,
      newPassword: 'new-password-1',
    });
    expect(response.status).toBe(400);
    expect((await login(other.email, 'password1234')).status).toBe(200);
    // The owner's link was not used up by the refusal.
    const own = await post('/api/auth/password-reset/confirm', {
      user: owner.id,
      token: link.token,
      newPassword: 'new-password-1',
    });
    expect(own.status).toBe(200);
  });

  it('refuses an unknown token and a password under the sign-up rules, keeping the link', async () => {
    const { user } = await createUser(database.db);
    await requestLink(user.email);
    const link = (await lastLink(user.id, 'password-reset'))!;
    const unknown = await post('/api/auth/password-reset/confirm', {
      user: user.id,
      token: 'A'.repeat(43),
      newPassword: 'new-password-1',
    });
    expect(unknown.status).toBe(400);
    const short = await post('/api/auth/password-reset/confirm', {
      user: user.id,
      token: link.token,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(await messageOf(short)).toBe('비밀번호는 8자 이상이어야 합니다');
    const good = await post('/api/auth/password-reset/confirm', {
      user: user.id,
      token: link.token,
      newPassword: 'long-enough-1',
    });
    expect(good.status).toBe(200);
  });

  it('voids the older link when a newer one is asked for', async () => {
    const { user } = await createUser(database.db);
    await requestLink(user.email);
    const first = (await lastLink(user.id, 'password-reset'))!;
    await requestLink(user.email);
    const second = (await lastLink(user.id, 'password-reset'))!;
    expect(second.token).not.toBe(first.token);
    const old = await post('/api/auth/password-reset/confirm', {
      user: user.id,
      token: first.token,
      newPassword: 'new-password-1',
    });
    expect(old.status).toBe(400);
    const fresh = await post('/api/auth/password-reset/confirm', {
      user: user.id,
      token: second.token,
      newPassword: 'new-password-1',
    });
    expect(fresh.status).toBe(200);
  });

  it('writes no link for a withdrawn or disabled account', async () => {
    const { user: gone } = await createUser(database.db, 'STUDENT', { withdrawnAt: new Date() });
    const { user: off } = await createUser(database.db, 'STUDENT', { disabledAt: new Date() });
    await requestLink(gone.email);
    await requestLink(off.email);
    expect(await lastLink(gone.id, 'password-reset')).toBeNull();
    expect(await lastLink(off.id, 'password-reset')).toBeNull();
  });

  it('limits requests per email, known or not, with Retry-After', async () => {
    for (const email of [
      (await createUser(database.db)).user.email,
      `ghost-${randomUUID()}@example.com`,
    ]) {
      for (let i = 0; i < RESET_LIMITS.perEmail; i += 1) await requestLink(email);
      const refused = await post('/api/auth/password-reset', { email });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits requests per address', async () => {
    const address = '10.250.0.1';
    await database.db.insert(rateLimits).values({
      key: `reset:address:${address}`,
      count: RESET_LIMITS.perAddress,
      resetAt: sql`now() + interval '1 hour'` as unknown as Date,
    });
    const response = await post(
      '/api/auth/password-reset',
      { email: `someone-${randomUUID()}@example.com` },
      { 'x-forwarded-for': address },
    );
    expect(response.status).toBe(429);
  });
});

const profile = (email: string) => ({
  userId: email,
  name: '인증학생',
  studentContact: '010-1234-5678',
  parentContact: '010-8765-4321',
  address: '서울특별시 강남구 테헤란로 1',
  goalUniversities: [{ school: '도쿄대학', major: '이과 1류' }],
  studyYears: 1,
  majorType: '이과',
  ejuScores: { listening: 40, reading: 45, totalListenRead: 85, science: 90 },
  note: '',
});

async function signUp() {
  const email = `verify-${randomUUID().slice(0, 8)}@example.com`;
  const response = await post('/api/auth/register', {
    ...profile(email),
    password: 'password1234',
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { data: { id: number; emailVerified: boolean } };
  const signIn = (await (await login(email, 'password1234')).json()) as { data: { token: string } };
  return {
    id: body.data.id,
    email,
    body: body.data,
    headers: { authorization: `Bearer ${signIn.data.token}` },
  };
}

const verifiedOf = async (headers: Record<string, string>) =>
  (
    (await (await send('GET', '/api/users/info', undefined, headers)).json()) as {
      data: { emailVerified: boolean };
    }
  ).data.emailVerified;

describe('email verification', () => {
  it('a sign-up is unverified and gets a link that verifies it once', async () => {
    const student = await signUp();
    expect(student.body.emailVerified).toBe(false);
    const link = (await lastLink(student.id, 'email-verification'))!;
    expect(link.row).toMatchObject({ channel: 'EMAIL', address: student.email });
    expect(link.url.pathname).toBe('/verify-email');
    const ok = await post('/api/auth/email-verification/confirm', {
      user: link.user,
      token: link.token,
    });
    expect(ok.status).toBe(200);
    expect(await verifiedOf(student.headers)).toBe(true);
    const again = await post('/api/auth/email-verification/confirm', {
      user: link.user,
      token: link.token,
    });
    expect(again.status).toBe(400);
  });

  it('counts accounts made by staff and the seed as verified', async () => {
    const { headers } = await createUser(database.db, 'TEACHER');
    expect(await verifiedOf(headers)).toBe(true);
  });

  it('sends again on request (the older link stops working), limited, and not once verified', async () => {
    const student = await signUp();
    const first = (await lastLink(student.id, 'email-verification'))!;
    const resent = await post('/api/me/email-verification', undefined, student.headers);
    expect(resent.status).toBe(200);
    const second = (await lastLink(student.id, 'email-verification'))!;
    expect(second.row.id).not.toBe(first.row.id);
    expect(
      (await post('/api/auth/email-verification/confirm', { user: student.id, token: first.token }))
        .status,
    ).toBe(400);
    for (let i = 1; i < RESEND_LIMIT.perAccount; i += 1)
      expect((await post('/api/me/email-verification', undefined, student.headers)).status).toBe(
        200,
      );
    expect((await post('/api/me/email-verification', undefined, student.headers)).status).toBe(429);

    const { headers } = await createUser(database.db);
    const verified = await post('/api/me/email-verification', undefined, headers);
    expect(verified.status).toBe(409);
  });

  it('an email change makes the account unverified and sends a link to the new address', async () => {
    const { user, headers } = await createUser(database.db);
    const email = `changed-${randomUUID().slice(0, 8)}@example.com`;
    const response = await send('PATCH', '/api/me', profile(email), headers);
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeNull();
    const link = (await lastLink(user.id, 'email-verification'))!;
    expect(link.row.address).toBe(email);
    // The same email again (another case) keeps the state and sends nothing new.
    const same = await send('PATCH', '/api/me', profile(email.toUpperCase()), headers);
    expect(same.status).toBe(200);
    expect((await lastLink(user.id, 'email-verification'))!.row.id).toBe(link.row.id);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const student = await signUp();
    const link = (await lastLink(student.id, 'email-verification'))!;
    await database.db
      .update(users)
      .set({ email: `elsewhere-${randomUUID().slice(0, 8)}@example.com` })
      .where(eq(users.id, student.id));
    const response = await post('/api/auth/email-verification/confirm', {
      user: student.id,
      token: link.token,
    });
    expect(response.status).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });
});
