// A small lecture written straight to the database: one chapter with a VIDEO, a QUIZ (with a
// question and options) and an OTHER detail, for the classroom, question and assignment tests.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ErrorEnvelope } from '@academy/api-client/contract';
import { createApp } from '../app.ts';
import {
  chapters,
  contents,
  details,
  lectures,
  quizOptions,
  quizzes,
} from '../db/schema/lectures.ts';
import type { Database } from '../db/client.ts';
import type { enrolments } from '../db/schema/learning.ts';
import { createLogger } from '../lib/logger.ts';
import { createUser, enrol } from './fixtures.ts';
import { openTestDatabase, testEnv } from './test-app.ts';

export async function createLecture(
  db: Database,
  teacherId: number,
  options: { period?: number; title?: string; videoSeconds?: number | null } = {},
) {
  const [lecture] = await db
    .insert(lectures)
    .values({
      teacherId,
      title: options.title ?? '테스트 강의',
      price: 1000,
      period: options.period ?? 0,
    })
    .returning();
  const [chapter] = await db
    .insert(chapters)
    .values({ lectureId: lecture!.id, title: '1장' })
    .returning();
  const [video, quiz, other] = await db
    .insert(details)
    .values([
      { chapterId: chapter!.id, title: '영상 강의', type: 'VIDEO' as const, detailOrder: 0 },
      { chapterId: chapter!.id, title: '확인 퀴즈', type: 'QUIZ' as const, detailOrder: 1 },
      { chapterId: chapter!.id, title: '정리 과제', type: 'OTHER' as const, detailOrder: 2 },
    ])
    .returning();
  await db.insert(contents).values({
    detailId: video!.id,
    text: '영상 설명',
    videoId: 'sample-video-id-0001',
    // the length staff gave (null: unknown, so no report completes the lesson)
    videoDuration: options.videoSeconds ?? null,
  });
  const [question] = await db
    .insert(quizzes)
    .values({ detailId: quiz!.id, question: 'EJU는 1년에 몇 번?' })
    .returning();
  await db.insert(quizOptions).values([
    { quizId: question!.id, optionText: '1회', position: 0 },
    { quizId: question!.id, optionText: '2회', isCorrect: true, position: 1 },
  ]);
  return { lecture: lecture!, chapter: chapter!, video: video!, quiz: quiz!, other: other! };
}

/** The real app on a fresh database with its own upload folder. */
export async function createLectureTestApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-lectures-'));
  const database = await openTestDatabase();
  const app = createApp({
    env: { ...testEnv, DATA_DIR: dataDir },
    database,
    logger: createLogger('silent'),
  });
  return { app, database, dataDir };
}

/** A request with a JSON body, for `app.request(path, jsonRequest(...))`. */
export const jsonRequest = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) => ({
  method,
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The Korean message of an error envelope. */
export async function messageOf(response: Response) {
  return v.parse(ErrorEnvelope, await response.json()).message;
}

/**
 * The staff screens' setting (roster, attendance): the app on a fresh database, the lecture's
 * teacher, another teacher, an admin, the lecture (createLecture) and students enrolled in it,
 * in the order given, each with a name and optionally their own enrolment (an end date).
 */
export async function staffedLecture(
  title: string,
  students: { name: string; enrolment?: Partial<typeof enrolments.$inferInsert> }[],
) {
  const ctx = await createLectureTestApp();
  const { db } = ctx.database;
  const teacher = await createUser(db, 'TEACHER');
  const otherTeacher = await createUser(db, 'TEACHER');
  const admin = await createUser(db, 'ADMIN');
  const lecture = await createLecture(db, teacher.user.id, { title });
  const enrolled = [];
  for (const { name, enrolment } of students) {
    const student = await createUser(db, 'STUDENT', { name });
    await enrol(db, student.user.id, lecture.lecture.id, enrolment);
    enrolled.push(student);
  }
  return { ctx, teacher, otherTeacher, admin, lecture, students: enrolled };
}
