import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AchievementsResponse,
  LearningDashboardResponse,
  LoginResponse,
  QuizForStaffResponse,
  UserResponse,
  WatchStateResponse,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { openedLesson } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { details } from '../schema/lectures.ts';
import { lessonCaptions } from '../schema/lesson-media.ts';
import { users } from '../schema/users.ts';
import { seedIfEmpty } from './index.ts';
import { DEMO_ACCOUNTS } from './users.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('seedIfEmpty', () => {
  it('seeds an empty database once, with the demo accounts', async () => {
    const logger = createLogger('silent');
    expect(await seedIfEmpty(database, testEnv, logger)).toBe(true);
    expect(await seedIfEmpty(database, testEnv, logger)).toBe(false);

    const app = createApp({ env: testEnv, database, logger });
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      expect(login.status, role).toBe(200);
      const { data } = v.parse(LoginResponse, await login.json());
      const me = await app.request('/api/users/info', {
        headers: { authorization: `Bearer ${data.token}` },
      });
      const profile = v.parse(UserResponse, await me.json()).data;
      expect(profile.role).toBe(account.role);
      if (account.role === 'STUDENT') {
        // a full, realistic profile (docs/product/api.md)
        expect(profile.goalUniversities.length).toBeGreaterThan(0);
        expect(profile.ejuScores).not.toBeNull();
        expect(profile.studentContact).toMatch(/^010-\d{4}-\d{4}$/);
      }
    }

    const rows = await database.db.select().from(users);
    expect(rows.filter((row) => row.role === 'STUDENT').length).toBeGreaterThanOrEqual(6);
    const teachers = rows.filter((row) => row.role === 'TEACHER');
    expect(teachers.length).toBeGreaterThanOrEqual(4);
    for (const teacher of teachers) {
      expect(teacher.image).toMatch(/^\/api\/files\/images\//);
      expect(teacher.teachingSubjects.length).toBeGreaterThan(0);
      expect(
        decryptField(
          testEnv.DATA_ENCRYPTION_KEY,
          'account_number',
          teacher.accountNumberEncrypted!,
        ),
      ).toMatch(/^[\d-]+$/);
    }
    const [photo] = await database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    const served = await app.request(photo!.image!);
    expect(served.status).toBe(200);
  });

  it('gives the demo student a coherent study record that the API reads and extends', async () => {
    const app = createApp({ env: testEnv, database, logger: createLogger('silent') });
    const login = async (account: { email: string; password: string }) => {
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      return {
        authorization: `Bearer ${v.parse(LoginResponse, await response.json()).data.token}`,
      };
    };
    const student = await login(DEMO_ACCOUNTS.student);
    const dashboard = v.parse(
      LearningDashboardResponse,
      await (await app.request('/api/learning/dashboard', { headers: student })).json(),
    ).data;
    const card = dashboard.continueLesson!;
    expect(card.watchedRate).toBe(50);
    const first = dashboard.lectures.find((lecture) => lecture.lectureId === card.lectureId)!;
    expect(first.progressRate).toBeGreaterThan(0);

    // The seeded row (half of the 75.008 s demo video watched) takes a real report from its
    // player: the rest, reported after it really played (the lesson opened long enough ago).
    const [me] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    await openedLesson(database.db, me!.id, card.detailId, 60);
    const report = await app.request('/api/lectures/watch', {
      method: 'POST',
      headers: { ...student, 'content-type': 'application/json' },
      body: JSON.stringify({
        lectureDetailId: card.detailId,
        duration: 75.008,
        position: 75.008,
        intervals: [[37.4, 75.008]],
      }),
    });
    expect(report.status).toBe(200);
    expect(v.parse(WatchStateResponse, await report.json()).data.isCompleted).toBe(true);

    const achievements = v.parse(
      AchievementsResponse,
      await (await app.request('/api/learning/achievements', { headers: student })).json(),
    ).data;
    const earned = achievements.achievements.filter((a) => a.earned).map((a) => a.kind);
    expect(earned).toEqual(expect.arrayContaining(['FIRST_LESSON', 'PERFECT_QUIZ', 'STREAK']));

    // The demo lecture's quiz has real questions, each with one correct option and an explanation.
    const teacher = await login(DEMO_ACCOUNTS.teacher);
    const quizId = await quizDetailOf(app, student, card.lectureId);
    const quiz = v.parse(
      QuizForStaffResponse,
      await (await app.request(`/api/admin/details/${quizId}/quiz`, { headers: teacher })).json(),
    ).data;
    expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
    for (const question of quiz.questions) {
      expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
      expect(question.explanation).toBeTruthy();
    }
  });

  it('gives each lecture’s opening video lesson Korean and Japanese captions', async () => {
    const rows = await database.db
      .select({ lang: lessonCaptions.lang, title: details.title })
      .from(lessonCaptions)
      .innerJoin(details, eq(details.id, lessonCaptions.detailId));
    const opening = rows.filter((row) => row.title === '강의 소개와 학습 방법');
    expect(opening.length).toBeGreaterThan(2);
    expect([...new Set(opening.map((row) => row.lang))].sort()).toEqual(['ja', 'ko']);
  });
});

async function quizDetailOf(
  app: ReturnType<typeof createApp>,
  headers: Record<string, string>,
  lectureId: number,
) {
  const body = (await (await app.request(`/api/lectures/${lectureId}`, { headers })).json()) as {
    data: { chapters: { details: { detailId: number; type: string }[] }[] };
  };
  return body.data.chapters.flatMap((c) => c.details).find((d) => d.type === 'QUIZ')!.detailId;
}
