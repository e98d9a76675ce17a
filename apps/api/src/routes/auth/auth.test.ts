import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckEmailResponse,
  ErrorEnvelope,
  LoginResponse,
  LogoutResponse,
  RefreshResponse,
  SignupResponse,
  TeacherRegisterResponse,
  UserResponse,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { disableUser, hashToken, pruneSessions } from '../../lib/auth/sessions.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { createLogger } from '../../lib/logger.ts';
import { portraitPng } from '../../db/seed/users.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, openTestDatabase, testEnv } from '../../test/test-app.ts';
import { SIGNUP_LIMIT, LOGIN_LIMITS } from './auth.routes.ts';

// TRUST_PROXY lets each test speak from its own address (X-Forwarded-For), so the per-address
// limits of one test do not leak into another.
const env = { ...testEnv, TRUST_PROXY: true };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ env, database, logger: createLogger('silent') });
});
afterAll(() => database.drop());

const SITE = env.SITE_URL;
let addressCounter = 0;
const newAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': headers['x-forwarded-for'] ?? newAddress(),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let emailCounter = 0;
const newEmail = () => `user${++emailCounter}-${randomUUID().slice(0, 8)}@example.com`;

function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    userId: newEmail(),
    password: 'password1234',
    name: '김학생',
    studentContact: '010-1234-5678',
    parentContact: '010-8765-4321',
    address: '서울특별시 강남구 테헤란로 1 101호',
    goalUniversities: [{ school: '도쿄대학', major: '이과 1류' }],
    studyYears: 1,
    majorType: '이과',
    ejuScores: {
      listening: 40,
      reading: 45,
      totalListenRead: 85,
      science: 90,
      subject1: '물리',
      score1: 48,
    },
    note: '주말반 희망',
    ...overrides,
  };
}

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const response = await post('/api/auth/register', body);
  expect(response.status).toBe(201);
  return { body, user: v.parse(SignupResponse, await response.json()).data };
}

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  return post('/api/auth/login', { username, password }, headers);
}

async function loginTokens(username: string, password = 'password1234') {
  const response = await login(username, password);
  expect(response.status).toBe(200);
  const { data } = v.parse(LoginResponse, await response.json());
  return { token: data.token, refreshToken: data.refreshToken! };
}

/**
 * Brings a limit's key to `left` attempts below its ceiling (in a window of 15 minutes), so a test
 * reaches a ceiling of hundreds without hundreds of password checks.
 */
async function nearCeiling(key: string, limit: number, left: number) {
  await database.db.execute(
    sql`insert into rate_limits (key, count, reset_at) values (${key}, ${limit - left}, now() + interval '15 minutes')
        on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`,
  );
}

const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieNamed = (response: Response, name: string) =>
  cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));
const cookieValue = (cookie: string | undefined) => cookie?.split(';')[0]!.split('=')[1];

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body).toMatchObject({ success: false, code });
  return body;
}

const profile = (token: string) =>
  app.request('/api/users/info', { headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/register and /api/auth/signup', () => {
  it('creates a student with the whole sign-up profile and answers it', async () => {
    const { body, user } = await signUp();
    expect(user).toMatchObject({
      userId: body.userId,
      name: '김학생',
      role: 'STUDENT',
      studentContact: '010-1234-5678',
      goalUniversities: [{ school: '도쿄대학', major: '이과 1류' }],
      majorType: '이과',
      studyYears: 1,
      ejuScores: { listening: 40, subject1: '물리', score1: 48, subject2: null, score2: null },
      note: '주말반 희망',
      image: null,
    });
  });

  it('/api/auth/signup is the same call', async () => {
    const response = await post('/api/auth/signup', signupBody());
    expect(response.status).toBe(201);
    expect(v.parse(SignupResponse, await response.json()).data.role).toBe('STUDENT');
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { user } = await signUp();
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('password1234');
  });

  it('refuses a smuggled role and stores nothing', async () => {
    const body = signupBody({ role: 'ADMIN' });
    const response = await post('/api/auth/register', body);
    const error = await expectError(response, 400, 'BAD_REQUEST');
    expect(error.message).toBe('허용되지 않는 항목이 포함되어 있습니다.');
    const rows = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.userId.toLowerCase()}`);
    expect(rows).toHaveLength(0);
  });

  it('refuses malformed JSON', async () => {
    const response = await post('/api/auth/register', '{"userId": ');
    await expectError(response, 400, 'BAD_REQUEST');
  });

  it.each([
    ['a bad email', { userId: 'not-an-email' }, '올바른 이메일 형식이 아닙니다'],
    ['a short password', { password: 'short' }, '비밀번호는 8자 이상이어야 합니다'],
    ['a one-letter name', { name: '김' }, '이름은 2자 이상이어야 합니다.'],
    ['a landline', { studentContact: '02-123-4567' }, '올바른 전화번호 형식이 아닙니다'],
    [
      'a phone over 13 characters',
      { parentContact: '010-12345-67890' },
      '올바른 전화번호 형식이 아닙니다',
    ],
    ['no address', { address: '  ' }, '주소를 입력해주세요.'],
    ['no goal university', { goalUniversities: [] }, '목표 학교를 1개 이상 입력해주세요.'],
    [
      'six goal universities',
      {
        goalUniversities: Array.from({ length: 6 }, () => ({
          school: '도쿄대학',
          major: '법학부',
        })),
      },
      '최대 5개까지만 추가할 수 있습니다',
    ],
    [
      'a school without a major',
      { goalUniversities: [{ school: '도쿄대학', major: '' }] },
      '목표학교와 학과를 모두 입력해주세요',
    ],
    ['study years of 5', { studyYears: 5 }, '학습 기간을 선택해주세요.'],
    ['an unknown track', { majorType: '예체능' }, '계열을 선택해주세요.'],
    [
      'a score of 101',
      { ejuScores: { listening: 101, reading: 1, totalListenRead: 1, science: 1 } },
      '0에서 100 사이의 정수를 입력해주세요.',
    ],
    [
      'a fractional score',
      { ejuScores: { listening: 10.5, reading: 1, totalListenRead: 1, science: 1 } },
      '0에서 100 사이의 정수를 입력해주세요.',
    ],
    [
      'a score as text',
      { ejuScores: { listening: '10', reading: 1, totalListenRead: 1, science: 1 } },
      '점수를 입력해주세요.',
    ],
    [
      'an elective subject without its score',
      { ejuScores: { listening: 1, reading: 1, totalListenRead: 1, science: 1, subject2: '생물' } },
      '선택 과목과 점수를 모두 입력하거나 모두 비워주세요.',
    ],
    ['a note over 1000 characters', { note: '가'.repeat(1001) }, '1000자 이하로 입력해주세요.'],
  ])('refuses %s with the validation message', async (_, overrides, message) => {
    const response = await post('/api/auth/register', signupBody(overrides));
    const error = await expectError(response, 400, 'BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('refuses a missing field', async () => {
    const body: Record<string, unknown> = signupBody();
    delete body.parentContact;
    await expectError(await post('/api/auth/register', body), 400, 'BAD_REQUEST');
  });

  it('refuses a duplicate email whatever its case (409)', async () => {
    const { body } = await signUp();
    const response = await post(
      '/api/auth/register',
      signupBody({ userId: body.userId.toUpperCase() }),
    );
    const error = await expectError(response, 409, 'CONFLICT');
    expect(error.message).toBe('이미 사용 중인 이메일입니다.');
  });

  it('keeps HTML and SQL-looking text as plain text', async () => {
    const note = `<script>alert(1)</script>'); drop table users; --`;
    const { user } = await signUp({ note });
    expect(user.note).toBe(note);
  });
});

describe('GET /api/auth/check-email', () => {
  it('says whether an email is taken', async () => {
    const { body } = await signUp();
    const address = newAddress();
    const taken = await app.request(
      `/api/auth/check-email?email=${encodeURIComponent(body.userId)}`,
      { headers: { 'x-forwarded-for': address } },
    );
    expect(v.parse(CheckEmailResponse, await taken.json()).data.isDuplicate).toBe(true);
    const free = await app.request(`/api/auth/check-email?email=${newEmail()}`, {
      headers: { 'x-forwarded-for': address },
    });
    expect(v.parse(CheckEmailResponse, await free.json()).data.isDuplicate).toBe(false);
  });

  it('refuses a malformed email', async () => {
    const response = await app.request('/api/auth/check-email?email=nope', {
      headers: { 'x-forwarded-for': newAddress() },
    });
    await expectError(response, 400, 'BAD_REQUEST');
  });

  it('is limited per address with a Korean 429 and Retry-After', async () => {
    const address = newAddress();
    await nearCeiling(`signup:address:${address}`, SIGNUP_LIMIT.perAddress, 3);
    let last: Response | undefined;
    for (let attempt = 0; attempt <= 3; attempt += 1) {
      last = await app.request(`/api/auth/check-email?email=${newEmail()}`, {
        headers: { 'x-forwarded-for': address },
      });
    }
    const error = await expectError(last!, 429, 'TOO_MANY_REQUESTS');
    expect(error.message).toMatch(
      /이메일 확인 시도가 너무 많습니다\. \d+분 후 다시 시도해주세요\./,
    );
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    const other = await app.request(`/api/auth/check-email?email=${newEmail()}`, {
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(other.status).toBe(200);
  });

  it('shares one budget per address with sign-up: no 409 where the check answers 429', async () => {
    const known = (await signUp()).body.userId;
    const address = { 'x-forwarded-for': newAddress() };
    await nearCeiling(`signup:address:${address['x-forwarded-for']}`, SIGNUP_LIMIT.perAddress, 3);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post('/api/auth/register', signupBody(), address);
      expect(response.status).toBe(201);
    }
    const check = await app.request(`/api/auth/check-email?email=${encodeURIComponent(known)}`, {
      headers: address,
    });
    await expectError(check, 429, 'TOO_MANY_REQUESTS');
    const taken = await post('/api/auth/register', signupBody({ userId: known }), address);
    const error = await expectError(taken, 429, 'TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^회원가입 시도가 너무 많습니다\. \d+분 후 다시 시도해주세요\.$/);
    expect(Number(taken.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address signs up as before
    expect((await post('/api/auth/register', signupBody())).status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('answers data.token and, for a client that is not a browser, data.refreshToken', async () => {
    const { body } = await signUp();
    const response = await login(body.userId, body.password);
    expect(response.status).toBe(200);
    const parsed = v.parse(LoginResponse, await response.json());
    expect(parsed.message).toBe('로그인에 성공했습니다!');
    expect(parsed.data.token.split('.')).toHaveLength(3);
    expect(parsed.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(cookiesOf(response)).toHaveLength(0);
    const me = await profile(parsed.data.token);
    expect(v.parse(UserResponse, await me.json()).data.userId).toBe(body.userId);
  });

  it('gives a browser the refresh token only as an HttpOnly cookie', async () => {
    const { body } = await signUp();
    const response = await login(body.userId, body.password, { origin: SITE });
    const parsed = v.parse(LoginResponse, await response.json());
    expect(parsed.data.refreshToken).toBeUndefined();
    const access = cookieNamed(response, 'access_token')!;
    const refresh = cookieNamed(response, 'refresh_token')!;
    const hint = cookieNamed(response, 'session_hint')!;
    expect(cookieValue(access)).toBe(parsed.data.token);
    expect(access).toContain('Max-Age=900');
    expect(access).toContain('Path=/;');
    expect(access).toContain('SameSite=Lax');
    expect(access).not.toContain('HttpOnly');
    expect(refresh).toContain('HttpOnly');
    expect(refresh).toContain('Path=/api/auth');
    expect(refresh).toContain('SameSite=Strict');
    expect(refresh).toContain('Max-Age=604800');
    expect(hint).toMatch(/^session_hint=1;/);
    expect(hint).toContain('Max-Age=2592000');
    expect(hint).not.toContain('HttpOnly');
    // http origins: no Secure; no COOKIE_DOMAIN: host-only
    for (const cookie of [access, refresh, hint]) {
      expect(cookie).not.toContain('Secure');
      expect(cookie).not.toContain('Domain=');
    }
  });

  it('sets Secure and Domain when the apps run on https under COOKIE_DOMAIN', async () => {
    const httpsApp = createApp({
      env: {
        ...env,
        SITE_URL: 'https://academy.test',
        CLASSROOM_URL: 'https://class.academy.test',
        ADMIN_URL: 'https://admin.academy.test',
        COOKIE_DOMAIN: 'academy.test',
      },
      database,
      logger: createLogger('silent'),
    });
    const { body } = await signUp();
    const response = await httpsApp.request('https://class.academy.test/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://class.academy.test',
        'x-forwarded-for': newAddress(),
      },
      body: JSON.stringify({ username: body.userId, password: body.password }),
    });
    expect(response.status).toBe(200);
    for (const name of ['access_token', 'refresh_token', 'session_hint']) {
      const cookie = cookieNamed(response, name)!;
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Domain=academy.test');
    }
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('gives the same answer for a wrong password and an unknown email, in similar time', async () => {
    const { body } = await signUp();
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await login(username, 'wrong-password');
      return { response, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    let answers: [Response, Response] | undefined;
    // The fastest of seven runs each: a busy machine slows single runs, never speeds them up, and
    // three were once not enough for one of them to find a quiet moment on a loaded 2-core machine.
    for (let round = 0; round < 7; round += 1) {
      const a = await timed(body.userId);
      const b = await timed(newEmail());
      wrong.push(a.ms);
      unknown.push(b.ms);
      answers ??= [a.response, b.response];
    }
    const a = await expectError(answers![0], 401, 'UNAUTHORIZED');
    const b = await expectError(answers![1], 401, 'UNAUTHORIZED');
    expect(a).toEqual(b);
    expect(a.message).toBe('이메일 또는 비밀번호를 확인하세요.');
    // Both verify an argon2 hash (about 20-50 ms here): neither answers in a fraction of the other.
    const fastestWrong = Math.min(...wrong);
    const fastestUnknown = Math.min(...unknown);
    expect(fastestUnknown).toBeGreaterThan(fastestWrong / 3);
    expect(fastestWrong).toBeGreaterThan(fastestUnknown / 3);
  });

  it('upgrades a hash made with weaker parameters at the next login', async () => {
    const { body, user } = await signUp();
    const weak = await hash(body.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await login(body.userId, body.password)).status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(body.userId, body.password)).status).toBe(200);
  });

  it('compares the whole password (no truncation)', async () => {
    const long = 'x'.repeat(100);
    const { body } = await signUp({ password: long });
    await expectError(await login(body.userId, `${long.slice(0, 99)}y`), 401, 'UNAUTHORIZED');
    expect((await login(body.userId, long)).status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"username":'],
    ['a number as username', { username: 1, password: 'password1234' }],
    ['no password', { username: 'a@b.co' }],
    ['an empty password', { username: 'a@b.co', password: '' }],
    ['a password over 128 characters', { username: 'a@b.co', password: 'p'.repeat(129) }],
    ['an unknown field', { username: 'a@b.co', password: 'password1234', role: 'ADMIN' }],
  ])('refuses %s with 400', async (_, body) => {
    await expectError(await post('/api/auth/login', body), 400, 'BAD_REQUEST');
  });

  it('answers the validation message for an empty email and names a missing field', async () => {
    const empty = await expectError(
      await post('/api/auth/login', { username: ' ', password: 'x' }),
      400,
      'BAD_REQUEST',
    );
    expect(empty.message).toBe('이메일을 입력해주세요.');
    const missing = await expectError(
      await post('/api/auth/login', { password: 'x' }),
      400,
      'BAD_REQUEST',
    );
    expect(missing.message).toBe('필수 항목(username)이 없습니다.');
    expect(missing.data).toMatchObject({ field: 'username' });
  });

  it('limits one address at one account with 429 and Retry-After, never for ever', async () => {
    const { body } = await signUp();
    const attacker = { 'x-forwarded-for': newAddress() };
    for (let attempt = 0; attempt < LOGIN_LIMITS.perPair; attempt += 1) {
      await expectError(await login(body.userId, 'wrong-password', attacker), 401, 'UNAUTHORIZED');
    }
    // from that address even the right password waits
    const blocked = await login(body.userId, body.password, attacker);
    const error = await expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^로그인 시도가 너무 많습니다\. \d+분 후 다시 시도해주세요\.$/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);

    // The window ends (moved into the past here): the address may try again.
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'login:%'`,
    );
    expect((await login(body.userId, body.password, attacker)).status).toBe(200);
  });

  it('backs off an attacked account to one attempt per address; its owner still signs in', async () => {
    const { body } = await signUp();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
      await login(body.userId, 'wrong-password');
    }
    // another address: one guess is answered, a second one waits
    const other = { 'x-forwarded-for': newAddress() };
    await expectError(await login(body.userId, 'wrong-password', other), 401, 'UNAUTHORIZED');
    await expectError(await login(body.userId, body.password, other), 429, 'TOO_MANY_REQUESTS');
    // the owner, from yet another address, with the right password
    expect((await login(body.userId, body.password)).status).toBe(200);
  });

  it('lets no more than the limit of 200 parallel guesses reach the password check', async () => {
    const { body } = await signUp();
    const attacker = { 'x-forwarded-for': newAddress() };
    // On PostgreSQL half the guesses go through a second connection pool (another process's view).
    const second = database.url
      ? await openDatabase({ kind: 'postgres', url: database.url })
      : undefined;
    const other = second
      ? createApp({ env, database: second, logger: createLogger('silent') })
      : app;
    try {
      const guesses = Array.from({ length: 200 }, (_, index) =>
        (index % 2 ? other : app).request('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...attacker },
          body: JSON.stringify({
            username: body.userId,
            password: index === 150 ? body.password : `wrong-password-${index}`,
          }),
        }),
      );
      const statuses = (await Promise.all(guesses)).map((response) => response.status);
      // 401 (wrong) or 200 (right) means the password was checked; the rest were refused first
      const checked = statuses.filter((status) => status === 401 || status === 200);
      expect(checked.length).toBeLessThanOrEqual(LOGIN_LIMITS.perPair);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(150);
    } finally {
      await second?.close();
    }
    // the owner, elsewhere, is not locked out
    expect((await login(body.userId, body.password)).status).toBe(200);
  }, 60_000);

  it('does not count successful logins', async () => {
    const { body } = await signUp();
    const address = newAddress();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount + 2; attempt += 1) {
      const response = await login(body.userId, body.password, { 'x-forwarded-for': address });
      expect(response.status).toBe(200);
    }
  });

  it('limits failed attempts per address across accounts', async () => {
    const address = newAddress();
    await nearCeiling(`login:address:${address}`, LOGIN_LIMITS.perAddress, 3);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // a different (unknown) account each time: only the address adds up
      const response = await login(newEmail(), 'wrong-password', { 'x-forwarded-for': address });
      expect(response.status).toBe(401);
    }
    const blocked = await login(newEmail(), 'wrong-password', { 'x-forwarded-for': address });
    await expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('takes the address our proxy appended, not one the client put first', async () => {
    const real = newAddress();
    await nearCeiling(`login:address:${real}`, LOGIN_LIMITS.perAddress, 5);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const spoofed = `203.0.113.${attempt + 1}, ${real}`;
      const response = await login(newEmail(), 'wrong-password', { 'x-forwarded-for': spoofed });
      expect(response.status).toBe(401);
    }
    const blocked = await login(newEmail(), 'wrong-password', {
      'x-forwarded-for': `198.51.100.1, ${real}`,
    });
    expect(blocked.status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (no picking a fresh address)', async () => {
    const plain = await createTestApp();
    try {
      const attempt = (address: string) =>
        plain.app.request('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ username: newEmail(), password: 'wrong-password' }),
        });
      // in-process requests have no socket: every one of them is the address 'unknown'
      await plain.database.db.execute(
        sql`insert into rate_limits (key, count, reset_at) values ('login:address:unknown', ${LOGIN_LIMITS.perAddress - 5}, now() + interval '15 minutes')`,
      );
      for (let index = 0; index < 5; index += 1) {
        expect((await attempt(`192.0.2.${index + 1}`)).status).toBe(401);
      }
      expect((await attempt('198.51.100.7')).status).toBe(429);
    } finally {
      await plain.close();
    }
  });

  it('lets thirty students behind one address sign up, check their emails and log in, a typo each', async () => {
    const academy = { 'x-forwarded-for': newAddress() };
    const students = [];
    for (let index = 0; index < 30; index += 1) {
      const body = signupBody();
      const check = await app.request(
        `/api/auth/check-email?email=${encodeURIComponent(body.userId)}`,
        { headers: academy },
      );
      expect(check.status).toBe(200);
      expect((await post('/api/auth/register', body, academy)).status).toBe(201);
      students.push(body);
    }
    for (const body of students) {
      expect((await login(body.userId, 'typo-password', academy)).status).toBe(401);
      expect((await login(body.userId, body.password, academy)).status).toBe(200);
    }
    // Someone stuffing credentials from the same address reaches its ceiling; the students, who
    // signed in from it before, still do.
    await nearCeiling(`login:address:${academy['x-forwarded-for']}`, LOGIN_LIMITS.perAddress, 1);
    expect((await login(newEmail(), 'wrong-password', academy)).status).toBe(401);
    await expectError(await login(newEmail(), 'wrong-password', academy), 429, 'TOO_MANY_REQUESTS');
    expect((await login(students[0]!.userId, students[0]!.password, academy)).status).toBe(200);
  }, 120_000);

  it('lets the owner of an attacked account sign in from their own address, even after a typo', async () => {
    const { body } = await signUp();
    const home = { 'x-forwarded-for': newAddress() };
    const attacker = { 'x-forwarded-for': newAddress() };
    expect((await login(body.userId, body.password, home)).status).toBe(200);
    // twenty guesses from the attacker's address: five are answered, the rest refused
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await login(body.userId, `guess-${attempt}`, attacker)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perPair);
    // the owner at home: a typo, then the right password
    await expectError(await login(body.userId, 'typo-password', home), 401, 'UNAUTHORIZED');
    expect((await login(body.userId, body.password, home)).status).toBe(200);
    // from an address the account never used, one attempt (the back-off): right, it signs in
    expect((await login(body.userId, body.password)).status).toBe(200);
    // from the attacker's address even the right password waits until that window ends
    await expectError(await login(body.userId, body.password, attacker), 429, 'TOO_MANY_REQUESTS');
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${`login:%${body.userId.toLowerCase()}%`} and key not like 'login:known:%'`,
    );
    expect((await login(body.userId, body.password, attacker)).status).toBe(200);
  });

  it('keeps the pair limit for the owner’s own address: an attacker there gets five guesses', async () => {
    const { body } = await signUp();
    const shared = { 'x-forwarded-for': newAddress() };
    expect((await login(body.userId, body.password, shared)).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perPair; attempt += 1) {
      await expectError(await login(body.userId, `guess-${attempt}`, shared), 401, 'UNAUTHORIZED');
    }
    await expectError(await login(body.userId, 'guess-x', shared), 429, 'TOO_MANY_REQUESTS');
  });

  it('refuses a disabled account with the same answer', async () => {
    const { body, user } = await signUp();
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const error = await expectError(await login(body.userId, body.password), 401, 'UNAUTHORIZED');
    expect(error.message).toBe('이메일 또는 비밀번호를 확인하세요.');
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });

  it('rotates the refresh token on every use', async () => {
    const { body } = await signUp();
    const first = await loginTokens(body.userId);
    const response = await refresh(first.refreshToken);
    expect(response.status).toBe(200);
    const { data } = v.parse(RefreshResponse, await response.json());
    expect(data.refreshToken).toBeDefined();
    expect(data.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(data.accessToken)).status).toBe(200);
    const again = await refresh(data.refreshToken!);
    expect(again.status).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const rows = await database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('gives a retry within the grace period the same successor', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const first = v.parse(RefreshResponse, await (await refresh(refreshToken)).json());
    const retry = v.parse(RefreshResponse, await (await refresh(refreshToken)).json());
    expect(retry.data.refreshToken).toBe(first.data.refreshToken);
    // and the session is still alive
    expect((await refresh(first.data.refreshToken!)).status).toBe(200);
  });

  it('revokes the whole family when an old token is used again', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const rotated = v.parse(RefreshResponse, await (await refresh(refreshToken)).json()).data;
    // in use just before (PGlite keeps the signed-in caller: the revocation must still count)
    expect((await profile(rotated.accessToken)).status).toBe(200);
    // past the grace period
    await database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(sql`${refreshTokens.usedAt} is not null`);
    await expectError(await refresh(refreshToken), 401, 'UNAUTHORIZED');
    // the successor and the access tokens of the family are dead too
    await expectError(await refresh(rotated.refreshToken!), 401, 'UNAUTHORIZED');
    await expectError(await profile(rotated.accessToken), 401, 'UNAUTHORIZED');
    const [session] = await database.db
      .select()
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(users.email, body.userId));
    expect(session!.auth_sessions.revokedReason).toBe('reuse');
  });

  it('gives concurrent refreshes with one token the same successor (two tabs at once)', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    const parsed = await Promise.all(
      answers.map(async (response) => {
        expect(response.status).toBe(200);
        return v.parse(RefreshResponse, await response.json()).data;
      }),
    );
    expect(parsed[0]!.refreshToken).toBe(parsed[1]!.refreshToken);
    expect((await refresh(parsed[0]!.refreshToken!)).status).toBe(200);
  });

  it('stops a disabled user at once: access and refresh tokens', async () => {
    const { body, user } = await signUp();
    const tokens = await loginTokens(body.userId);
    expect((await profile(tokens.token)).status).toBe(200);
    await disableUser(database.db, user.id);
    await expectError(await profile(tokens.token), 401, 'UNAUTHORIZED');
    await expectError(await refresh(tokens.refreshToken), 401, 'UNAUTHORIZED');
  });

  it('treats reuse of a token whose successor was already used as theft, even within the grace period', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const second = v.parse(RefreshResponse, await (await refresh(refreshToken)).json()).data;
    expect((await refresh(second.refreshToken!)).status).toBe(200);
    await expectError(await refresh(refreshToken), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired refresh token (7 days idle)', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    await expectError(await refresh(refreshToken), 401, 'UNAUTHORIZED');
  });

  it('refuses a session past its 30 days', async () => {
    const { body, user } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    await database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.userId, user.id));
    await expectError(await refresh(refreshToken), 401, 'UNAUTHORIZED');
  });

  it('prunes sessions a day past their absolute lifetime, with their tokens', async () => {
    const { body, user } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    await database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(eq(authSessions.userId, user.id));
    await pruneSessions(database.db);
    const left = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(left).toHaveLength(0);
  });

  it('refuses a tampered or unknown refresh token', async () => {
    const { body } = await signUp();
    const { refreshToken } = await loginTokens(body.userId);
    const tampered = `${refreshToken.slice(0, -1)}${refreshToken.endsWith('A') ? 'B' : 'A'}`;
    await expectError(await refresh(tampered), 401, 'UNAUTHORIZED');
    await expectError(await post('/api/auth/refresh', {}), 401, 'UNAUTHORIZED');
  });

  it('refuses a body that is not the contract', async () => {
    await expectError(await post('/api/auth/refresh', { refreshToken: 5 }), 400, 'BAD_REQUEST');
    await expectError(await post('/api/auth/refresh', '{'), 400, 'BAD_REQUEST');
  });

  it('refreshes a browser from its cookie, answering no refresh token in the body', async () => {
    const { body } = await signUp();
    const loginResponse = await login(body.userId, body.password, { origin: SITE });
    const cookie = cookieValue(cookieNamed(loginResponse, 'refresh_token'))!;
    const response = await post(
      '/api/auth/refresh',
      {},
      { origin: env.CLASSROOM_URL, cookie: `refresh_token=${cookie}` },
    );
    expect(response.status).toBe(200);
    const { data } = v.parse(RefreshResponse, await response.json());
    expect(data.refreshToken).toBeUndefined();
    const next = cookieValue(cookieNamed(response, 'refresh_token'));
    expect(next).toBeTruthy();
    expect(next).not.toBe(cookie);
    expect(cookieValue(cookieNamed(response, 'access_token'))).toBe(data.accessToken);
  });

  it('refuses the cookie without one of our origins', async () => {
    const { body } = await signUp();
    const loginResponse = await login(body.userId, body.password, { origin: SITE });
    const cookie = cookieValue(cookieNamed(loginResponse, 'refresh_token'))!;
    const foreign = await post(
      '/api/auth/refresh',
      {},
      { origin: 'https://evil.example', cookie: `refresh_token=${cookie}` },
    );
    await expectError(foreign, 403, 'FORBIDDEN');
    const none = await post('/api/auth/refresh', {}, { cookie: `refresh_token=${cookie}` });
    await expectError(none, 403, 'FORBIDDEN');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session at once: its access and refresh tokens stop working', async () => {
    const { body } = await signUp();
    const tokens = await loginTokens(body.userId);
    expect((await profile(tokens.token)).status).toBe(200);
    const response = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(response.status).toBe(200);
    expect(v.parse(LogoutResponse, await response.json()).message).toBe('로그아웃되었습니다.');
    await expectError(await profile(tokens.token), 401, 'UNAUTHORIZED');
    await expectError(
      await post('/api/auth/refresh', { refreshToken: tokens.refreshToken }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('revokes by the body token and clears the cookies', async () => {
    const { body } = await signUp();
    const tokens = await loginTokens(body.userId);
    expect((await profile(tokens.token)).status).toBe(200);
    const response = await post('/api/auth/logout', { refreshToken: tokens.refreshToken });
    expect(response.status).toBe(200);
    for (const name of ['access_token', 'refresh_token', 'session_hint']) {
      expect(cookieNamed(response, name)).toContain('Max-Age=0');
    }
    await expectError(await profile(tokens.token), 401, 'UNAUTHORIZED');
  });

  it('signs out even without any token (nothing to revoke)', async () => {
    const response = await app.request('/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('refuses a body that is not the contract', async () => {
    await expectError(await post('/api/auth/logout', { role: 'x' }), 400, 'BAD_REQUEST');
  });

  it('ignores a form posted from another site: the session lives on (403)', async () => {
    const { body } = await signUp();
    const signedIn = await post(
      '/api/auth/login',
      { username: body.userId, password: body.password },
      { origin: SITE },
    );
    const cookie = cookiesOf(signedIn)
      .map((line) => line.split(';')[0])
      .join('; ');
    const refreshToken = cookieValue(cookieNamed(signedIn, 'refresh_token'))!;
    const forged = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    const error = await expectError(forged, 403, 'FORBIDDEN');
    expect(error.message).toBe('허용되지 않은 출처의 요청입니다.');
    expect(cookieNamed(forged, 'refresh_token')).toBeUndefined();
    // no Origin at all (a client replaying the cookies): refused the same way
    await expectError(
      await app.request('/api/auth/logout', { method: 'POST', headers: { cookie } }),
      403,
      'FORBIDDEN',
    );
    // the session still works; from our own page the same cookies sign out
    const refreshed = await post('/api/auth/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    const own = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { origin: SITE, cookie: cookie.replace(refreshToken, 'x') },
    });
    expect(own.status).toBe(200);
  });
});

describe('access tokens', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An HS256 token made by hand (as a forger would), with the claims given. */
  function hs256(claims: object, key = env.JWT_SECRET) {
    const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
    return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
  }
  const now = () => Math.floor(Date.now() / 1000);
  const shape = (sub: number) => ({
    sub: String(sub),
    role: 'STUDENT',
    typ: 'access',
    aud: 'academy',
    iss: 'academy-api',
    jti: randomUUID(),
  });

  async function userToken() {
    const { user } = await createUser(database.db, 'STUDENT');
    return user;
  }

  it('refuses alg none', async () => {
    const user = await userToken();
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      ...shape(user.id),
      role: 'ADMIN',
      iat: now(),
      exp: now() + 600,
    })}.`;
    await expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  it('refuses a token without exp', async () => {
    const user = await userToken();
    const token = hs256({ ...shape(user.id), iat: now() });
    await expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  /** A token signed with the real key, for a user with a live session, with `times` (iat, exp). */
  async function forged(times: { iat: number; exp: number }, sid = true) {
    const { user, token } = await createUser(database.db, 'STUDENT');
    const session = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    return {
      good: token,
      forged: hs256({ ...shape(user.id), ...(sid ? { sid: session.sid } : {}), ...times }),
    };
  }

  it('refuses a token that names no session, even signed with the real key', async () => {
    const { good, forged: token } = await forged({ iat: now(), exp: now() + 600 }, false);
    expect((await profile(good)).status).toBe(200);
    await expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  it('refuses a token living longer than the 15 minutes the server issues', async () => {
    const { forged: yearLong } = await forged({ iat: now(), exp: now() + 365 * 24 * 3600 });
    await expectError(await profile(yearLong), 401, 'UNAUTHORIZED');
    // issued "in the future" to stretch its life: refused too
    const later = now() + 3600;
    const { forged: future } = await forged({ iat: later, exp: later + 600 });
    await expectError(await profile(future), 401, 'UNAUTHORIZED');
    // the issued shape passes
    const { forged: fair } = await forged({ iat: now(), exp: now() + 900 });
    expect((await profile(fair)).status).toBe(200);
  });

  it('refuses a token signed with another key', async () => {
    const user = await userToken();
    const token = signAccessToken('another-secret-another-secret-another-secret', {
      sub: String(user.id),
      role: 'STUDENT',
      sid: randomUUID(),
    });
    await expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token', async () => {
    const { forged: token } = await forged({ iat: now() - 4500, exp: now() - 3600 });
    await expectError(await profile(token), 401, 'UNAUTHORIZED');
  });

  it('takes the access_token cookie when there is no bearer header', async () => {
    const { body } = await signUp();
    const { token } = await loginTokens(body.userId);
    const response = await app.request('/api/users/info', {
      headers: { cookie: `access_token=${token}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/auth/register/teacher', () => {
  async function teacherForm(overrides: Record<string, string | Blob | string[] | null> = {}) {
    const png = await portraitPng(['#123456', '#abcdef'], 64);
    const fields: Record<string, string | Blob | string[] | null> = {
      userId: newEmail(),
      password: 'teacher-password',
      name: '오선생',
      imageFile: new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }),
      teachingSubjects: ['물리', '화학'],
      bankName: '국민은행',
      accountNumber: '123456-01-234567',
      accountHolder: '오선생',
      businessNumber: '900101-1234567',
      introduction: ' EJU 물리 10년. ',
      ...overrides,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === null) continue;
      if (Array.isArray(value)) for (const item of value) form.append(name, item);
      else form.append(name, value);
    }
    return { form, fields };
  }

  const register = (form: FormData, headers: Record<string, string> = {}) =>
    app.request('/api/auth/register/teacher', { method: 'POST', body: form, headers });

  it('needs a token (401) and a staff role (403)', async () => {
    const { form } = await teacherForm();
    await expectError(await register(form), 401, 'UNAUTHORIZED');
    const student = await createUser(database.db, 'STUDENT');
    await expectError(await register(form, student.headers), 403, 'FORBIDDEN');
  });

  it('registers a teacher; the bank account and registration number are encrypted at rest', async () => {
    const admin = await createUser(database.db, 'ADMIN');
    const { form, fields } = await teacherForm();
    const response = await register(form, admin.headers);
    expect(response.status).toBe(201);
    const parsed = v.parse(TeacherRegisterResponse, await response.json());
    expect(parsed.message).toBe('강사 등록이 완료되었습니다.');
    expect(parsed.data).toMatchObject({
      name: '오선생',
      userId: fields.userId,
      teachingSubjects: ['물리', '화학'],
      bankName: '국민은행',
      accountNumberMasked: '******-**-**4567',
      businessNumberMasked: '******-***4567',
    });
    expect(parsed.data.image).toMatch(/^\/api\/files\/images\/.+\.webp$/);

    // the raw row holds neither number in clear
    const result = await database.db.execute(sql`select * from users where id = ${parsed.data.id}`);
    const raw = JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
    expect(raw).not.toContain('234567');
    expect(raw).not.toContain('1234567');
    const [row] = await database.db.select().from(users).where(eq(users.id, parsed.data.id));
    expect(row!.role).toBe('TEACHER');
    // the introduction the form collected is kept for the home page (trimmed)
    expect(row!.introduction).toBe('EJU 물리 10년.');
    expect(
      decryptField(env.DATA_ENCRYPTION_KEY, 'account_number', row!.accountNumberEncrypted!),
    ).toBe('123456-01-234567');
    expect(
      decryptField(env.DATA_ENCRYPTION_KEY, 'business_number', row!.businessNumberEncrypted!),
    ).toBe('900101-1234567');

    // the photo is served, re-encoded
    const photo = await app.request(parsed.data.image!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // and the new teacher can sign in
    expect((await login(fields.userId as string, 'teacher-password')).status).toBe(200);
  });

  it('lets a teacher register another teacher with a single subject', async () => {
    const teacher = await createUser(database.db, 'TEACHER');
    const { form } = await teacherForm({
      teachingSubjects: '기타',
      bankName: null,
      accountNumber: null,
      accountHolder: null,
      businessNumber: null,
    });
    const response = await register(form, teacher.headers);
    expect(response.status).toBe(201);
    const parsed = v.parse(TeacherRegisterResponse, await response.json());
    expect(parsed.data.teachingSubjects).toEqual(['기타']);
    expect(parsed.data.accountNumberMasked).toBeNull();
  });

  it('refuses an HTML file renamed .png (415) and creates nobody', async () => {
    const admin = await createUser(database.db, 'ADMIN');
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'photo.png', {
      type: 'image/png',
    });
    const { form, fields } = await teacherForm({ imageFile: html });
    const error = await expectError(
      await register(form, admin.headers),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(error.message).toBe('이미지 파일(PNG, JPG, WEBP, GIF)만 업로드할 수 있습니다.');
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, fields.userId as string));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['no photo', { imageFile: null }, '사진을 첨부하세요'],
    ['no subject', { teachingSubjects: null }, '강의분야를 최소 1개 이상 선택하세요'],
    ['an unknown subject', { teachingSubjects: ['체육'] }, '선택할 수 없는 강의분야입니다.'],
    ['no name', { name: '' }, '이름을 입력하세요'],
    ['no email', { userId: '' }, '이메일을 입력하세요'],
    ['no password', { password: '' }, '패스워드를 입력하세요'],
    [
      'a malformed registration number',
      { businessNumber: '12-34' },
      '주민/사업자등록번호 형식이 올바르지 않습니다.',
    ],
    ['a smuggled role', { role: 'ADMIN' }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('refuses %s with the validation message', async (_, overrides, message) => {
    const admin = await createUser(database.db, 'ADMIN');
    const { form } = await teacherForm(overrides);
    const error = await expectError(await register(form, admin.headers), 400, 'BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('refuses an email already in use (409)', async () => {
    const admin = await createUser(database.db, 'ADMIN');
    const { body } = await signUp();
    const { form } = await teacherForm({ userId: body.userId });
    await expectError(await register(form, admin.headers), 409, 'CONFLICT');
  });

  it('refuses a photo over 5 MB (413)', async () => {
    const admin = await createUser(database.db, 'ADMIN');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const { form } = await teacherForm({ imageFile: big });
    await expectError(await register(form, admin.headers), 413, 'PAYLOAD_TOO_LARGE');
  });
});
