import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorEnvelope,
  LoginResponse,
  SignupResponse,
  UserResponse,
  WithdrawResponse,
} from '@academy/api-client/contract';
import { authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../test/fixtures.ts';
import { jsonRequest } from '../../test/lecture-fixtures.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const student = {
  userId: 'withdraw-me@example.com',
  password: 'password1234',
  name: '탈퇴예정',
  studentContact: '010-1111-2222',
  parentContact: '010-3333-4444',
  address: '서울시 종로구 1',
  goalUniversities: [{ school: '교토대학', major: '법학부' }],
  studyYears: 2,
  majorType: '문과',
  ejuScores: { listening: 30, reading: 30, totalListenRead: 60, science: 0 },
};

async function signUpAndLogin() {
  const created = await ctx.app.request('/api/auth/register', jsonRequest('POST', student));
  expect(created.status).toBe(201);
  const user = v.parse(SignupResponse, await created.json()).data;
  const loggedIn = await ctx.app.request(
    '/api/auth/login',
    jsonRequest('POST', { username: student.userId, password: student.password }),
  );
  const { data } = v.parse(LoginResponse, await loggedIn.json());
  return { user, token: data.token, refreshToken: data.refreshToken! };
}

describe('GET /api/users/info', () => {
  it('answers 401 in the envelope without a token', async () => {
    const response = await ctx.app.request('/api/users/info');
    expect(response.status).toBe(401);
    expect(v.parse(ErrorEnvelope, await response.json())).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
    });
  });

  it('answers exactly the contract User fields for a teacher', async () => {
    const teacher = await createUser(ctx.database.db, 'TEACHER', { image: '/api/files/x.webp' });
    const response = await ctx.app.request('/api/users/info', { headers: teacher.headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    const { data } = v.parse(UserResponse, body);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'id',
        'userId',
        'name',
        'role',
        'studentContact',
        'parentContact',
        'address',
        'majorType',
        'goalUniversities',
        'studyYears',
        'ejuScores',
        'image',
        'note',
        'emailVerified',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: teacher.user.id,
      userId: teacher.user.email,
      role: 'TEACHER',
      image: '/api/files/x.webp',
      goalUniversities: [],
      ejuScores: null,
    });
    // never the password hash or the encrypted teacher fields
    expect(JSON.stringify(body)).not.toMatch(/argon2|Encrypted|passwordHash/);
  });

  it('stops answering a disabled account at once', async () => {
    const someone = await createUser(ctx.database.db, 'STUDENT');
    await ctx.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, someone.user.id));
    const response = await ctx.app.request('/api/users/info', { headers: someone.headers });
    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/users/profile', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.request('/api/users/profile', { method: 'DELETE' });
    expect(response.status).toBe(401);
  });

  it('accepts the access_token cookie for a withdrawal only from our own pages (CSRF)', async () => {
    const someone = await createUser(ctx.database.db, 'STUDENT');
    const cookie = { cookie: `access_token=${someone.token}` };
    const withPassword = {
      method: 'DELETE',
      body: JSON.stringify({ password: 'password1234' }),
    };
    const foreign = await ctx.app.request('/api/users/profile', {
      ...withPassword,
      headers: { ...cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(401);
    const noOrigin = await ctx.app.request('/api/users/profile', {
      ...withPassword,
      headers: { ...cookie, 'content-type': 'application/json' },
    });
    expect(noOrigin.status).toBe(401);
    // a read with the cookie is fine
    const read = await ctx.app.request('/api/users/info', { headers: cookie });
    expect(read.status).toBe(200);
    const own = await ctx.app.request('/api/users/profile', {
      ...withPassword,
      headers: { ...cookie, 'content-type': 'application/json', origin: testEnv.SITE_URL },
    });
    expect(own.status).toBe(200);
  });

  it('revokes every session and erases the personal data; the email is free again', async () => {
    const first = await signUpAndLogin();
    const second = await ctx.app.request(
      '/api/auth/login',
      jsonRequest('POST', { username: student.userId, password: student.password }),
    );
    const other = v.parse(LoginResponse, await second.json()).data;

    const response = await ctx.app.request(
      '/api/users/profile',
      jsonRequest(
        'DELETE',
        { password: student.password },
        { authorization: `Bearer ${first.token}` },
      ),
    );
    expect(response.status).toBe(200);
    expect(v.parse(WithdrawResponse, await response.json()).message).toBe(
      '회원 탈퇴가 완료되었습니다.',
    );

    // both sessions are gone: access tokens and refresh tokens
    for (const token of [first.token, other.token]) {
      const me = await ctx.app.request('/api/users/info', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(401);
    }
    const refreshed = await ctx.app.request(
      '/api/auth/refresh',
      jsonRequest('POST', { refreshToken: other.refreshToken }),
    );
    expect(refreshed.status).toBe(401);
    const sessions = await ctx.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, first.user.id));
    expect(sessions.every((session) => session.revokedReason === 'withdrawal')).toBe(true);

    // the row stays anonymous (for questions and submissions), without personal data
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row).toMatchObject({
      name: '탈퇴한 회원',
      studentContact: null,
      parentContact: null,
      address: null,
      ejuScores: null,
      goalUniversities: [],
    });
    expect(row!.email).not.toContain('withdraw-me');
    expect(row!.withdrawnAt).not.toBeNull();

    // the old password no longer signs in, and the email can sign up again
    const login = await ctx.app.request(
      '/api/auth/login',
      jsonRequest('POST', { username: student.userId, password: student.password }),
    );
    expect(login.status).toBe(401);
    const again = await ctx.app.request('/api/auth/register', jsonRequest('POST', student));
    expect(again.status).toBe(201);
  });

  it('asks for the password: none or a wrong one changes nothing (400 in Korean)', async () => {
    const someone = await createUser(ctx.database.db, 'STUDENT');
    const headers = { ...someone.headers, 'content-type': 'application/json' };
    const missing = await ctx.app.request('/api/users/profile', {
      method: 'DELETE',
      headers,
      body: JSON.stringify({}),
    });
    expect(missing.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await missing.json()).message).toBe('비밀번호를 입력해주세요.');
    const noBody = await ctx.app.request('/api/users/profile', {
      method: 'DELETE',
      headers: someone.headers,
    });
    expect(noBody.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await noBody.json()).message).toMatch(/[가-힣]/);
    const wrong = await ctx.app.request('/api/users/profile', {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ password: 'not-my-password' }),
    });
    expect(wrong.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await wrong.json()).message).toBe(
      '비밀번호가 올바르지 않습니다.',
    );
    const me = await ctx.app.request('/api/users/info', { headers: someone.headers });
    expect(me.status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, someone.user.id));
    expect(row!.withdrawnAt).toBeNull();
  });
});
