import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LearningSummaryResponse,
  LoginResponse,
  ProfileUpdateResponse,
  UserResponse,
} from '@academy/api-client/contract';
import { authSessions } from '../../db/schema/auth.ts';
import { submissions } from '../../db/schema/learning.ts';
import { lessonCompletions, quizAttempts, watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { createUser, enrol, type TestUser } from '../../test/fixtures.ts';
import { createLecture, jsonRequest, messageOf } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profile = (email: string) => ({
  userId: email,
  name: '김수정',
  studentContact: '010-2222-3333',
  parentContact: '010-4444-5555',
  address: '부산시 해운대구 1',
  goalUniversities: [
    { school: '도쿄대학', major: '공학부' },
    { school: '오사카대학', major: '이학부' },
  ],
  studyYears: 3,
  majorType: '이과',
  ejuScores: {
    listening: 80,
    reading: 90,
    totalListenRead: 85,
    science: 70,
    subject1: '수학',
    score1: 60,
  },
  note: '면접 준비 중',
});

async function signIn(email: string, password: string) {
  const response = await ctx.app.request(
    '/api/auth/login',
    jsonRequest('POST', { username: email, password }),
  );
  return {
    status: response.status,
    token: response.ok ? v.parse(LoginResponse, await response.json()).data.token : '',
  };
}

describe('PATCH /api/me', () => {
  it('answers 401 without a token and 403 in Korean for staff', async () => {
    const anonymous = await ctx.app.request(
      '/api/me',
      jsonRequest('PATCH', profile('a@example.com')),
    );
    expect(anonymous.status).toBe(401);
    const teacher = await createUser(ctx.database.db, 'TEACHER');
    const refused = await ctx.app.request(
      '/api/me',
      jsonRequest('PATCH', profile('t@example.com'), teacher.headers),
    );
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('학생 계정만 이용할 수 있습니다.');
  });

  it("saves the student's own profile, which the profile read then answers", async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const response = await ctx.app.request(
      '/api/me',
      jsonRequest('PATCH', profile('edited-me@example.com'), student.headers),
    );
    expect(response.status).toBe(200);
    const saved = v.parse(ProfileUpdateResponse, await response.json());
    expect(saved.message).toBe('프로필이 수정되었습니다.');
    const info = await ctx.app.request('/api/users/info', { headers: student.headers });
    expect(v.parse(UserResponse, await info.json()).data).toMatchObject({
      id: student.user.id,
      userId: 'edited-me@example.com',
      name: '김수정',
      role: 'STUDENT',
      studentContact: '010-2222-3333',
      goalUniversities: [
        { school: '도쿄대학', major: '공학부' },
        { school: '오사카대학', major: '이학부' },
      ],
      studyYears: 3,
      majorType: '이과',
      ejuScores: { listening: 80, reading: 90, science: 70, subject1: '수학', score1: 60 },
      note: '면접 준비 중',
    });
    // the new email signs in
    expect((await signIn('edited-me@example.com', 'password1234')).status).toBe(200);
  });

  it('refuses bad input with the sign-up messages and changes nothing', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT', { name: '그대로' });
    for (const [body, message] of [
      [
        { ...profile('x1@example.com'), studentContact: '02-123-4567' },
        '올바른 전화번호 형식이 아닙니다',
      ],
      [
        {
          ...profile('x2@example.com'),
          ejuScores: { listening: 101, reading: 1, totalListenRead: 1, science: 1 },
        },
        '0에서 100 사이의 정수를 입력해주세요.',
      ],
      [
        { ...profile('x3@example.com'), goalUniversities: [] },
        '목표 학교를 1개 이상 입력해주세요.',
      ],
      [{ ...profile('x4@example.com'), role: 'ADMIN' }, '허용되지 않는 항목이 포함되어 있습니다.'],
      [
        { ...profile('x5@example.com'), password: 'new-password-1' },
        '허용되지 않는 항목이 포함되어 있습니다.',
      ],
    ] as const) {
      const response = await ctx.app.request(
        '/api/me',
        jsonRequest('PATCH', body, student.headers),
      );
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row).toMatchObject({ name: '그대로', role: 'STUDENT', email: student.user.email });
  });

  it("refuses another account's email (any case) with 409, and keeps one's own", async () => {
    const other = await createUser(ctx.database.db, 'STUDENT');
    const student = await createUser(ctx.database.db, 'STUDENT');
    const taken = await ctx.app.request(
      '/api/me',
      jsonRequest('PATCH', profile(other.user.email.toUpperCase()), student.headers),
    );
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toBe('이미 사용 중인 이메일입니다.');
    const own = await ctx.app.request(
      '/api/me',
      jsonRequest('PATCH', profile(student.user.email), student.headers),
    );
    expect(own.status).toBe(200);
  });
});

describe('POST /api/me/password', () => {
  const changePassword = (who: TestUser, currentPassword: string, newPassword: string) =>
    ctx.app.request(
      '/api/me/password',
      jsonRequest('POST', { currentPassword, newPassword }, who.headers),
    );

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const wrong = await changePassword(student, 'wrong-password', 'brand-new-pw');
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe('현재 비밀번호가 올바르지 않습니다.');
    const short = await changePassword(student, 'password1234', 'short');
    expect(short.status).toBe(400);
    expect(await messageOf(short)).toBe('비밀번호는 8자 이상이어야 합니다');
    const same = await changePassword(student, 'password1234', 'password1234');
    expect(same.status).toBe(400);
    expect(await messageOf(same)).toBe('새 비밀번호는 현재 비밀번호와 달라야 합니다.');
    expect((await signIn(student.user.email, 'password1234')).status).toBe(200);
  });

  it('signs out every other session and keeps the one that changed it', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const other = await signIn(student.user.email, 'password1234');
    const changed = await changePassword(student, 'password1234', 'brand-new-pw');
    expect(changed.status).toBe(200);
    expect((await ctx.app.request('/api/users/info', { headers: student.headers })).status).toBe(
      200,
    );
    const elsewhere = await ctx.app.request('/api/users/info', {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(elsewhere.status).toBe(401);
    const sessions = await ctx.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, student.user.id));
    expect(sessions.filter((s) => s.revokedReason === 'password')).toHaveLength(1);
    expect((await signIn(student.user.email, 'password1234')).status).toBe(401);
    expect((await signIn(student.user.email, 'brand-new-pw')).status).toBe(200);
  });

  it('counts wrong current passwords like failed logins (429 past the limit)', async () => {
    const student = await createUser(ctx.database.db, 'STUDENT');
    const attempt = () => changePassword(student, 'guess-guess', 'brand-new-pw');
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await messageOf(limited)).toMatch(/비밀번호 확인/);
  });
});

describe('GET /api/me/learning-summary', () => {
  it("counts the caller's own lectures, lessons, watching, quizzes and assignments", async () => {
    const db = ctx.database.db;
    const teacher = await createUser(db, 'TEACHER');
    const student = await createUser(db, 'STUDENT');
    const classmate = await createUser(db, 'STUDENT');
    const { lecture, video, quiz, other } = await createLecture(db, teacher.user.id);
    await enrol(db, student.user.id, lecture.id);
    await enrol(db, classmate.user.id, lecture.id);
    await db.insert(watchProgress).values({
      userId: student.user.id,
      detailId: video.id,
      intervals: [0, 90_000],
      watchedMs: 90_000,
      durationMs: 600_000,
    });
    await db.insert(quizAttempts).values([
      {
        userId: student.user.id,
        detailId: quiz.id,
        totalQuestions: 1,
        correctAnswers: 0,
        score: 0,
        answers: [],
      },
      {
        userId: student.user.id,
        detailId: quiz.id,
        totalQuestions: 1,
        correctAnswers: 1,
        score: 100,
        answers: [],
      },
    ]);
    await db
      .insert(lessonCompletions)
      .values({ userId: student.user.id, detailId: quiz.id, reason: 'QUIZ_PASSED' });
    await db
      .insert(submissions)
      .values({ userId: student.user.id, detailId: other.id, reviewUrl: 'https://example.com/x' });

    const response = await ctx.app.request('/api/me/learning-summary', {
      headers: student.headers,
    });
    expect(response.status).toBe(200);
    expect(v.parse(LearningSummaryResponse, await response.json()).data).toEqual({
      lectures: 1,
      completedLessons: 1,
      totalLessons: 3,
      watchedSeconds: 90,
      quizzesTaken: 1,
      quizzesPassed: 1,
      quizAverageBestScore: 100,
      assignmentsSubmitted: 1,
      assignmentsPassed: 0,
      currentStreakDays: expect.any(Number),
    });
    // the classmate's own summary shows none of it
    const theirs = await ctx.app.request('/api/me/learning-summary', {
      headers: classmate.headers,
    });
    expect(v.parse(LearningSummaryResponse, await theirs.json()).data).toMatchObject({
      lectures: 1,
      completedLessons: 0,
      watchedSeconds: 0,
      quizzesTaken: 0,
      quizAverageBestScore: null,
      assignmentsSubmitted: 0,
    });
    expect((await ctx.app.request('/api/me/learning-summary')).status).toBe(401);
  });
});
