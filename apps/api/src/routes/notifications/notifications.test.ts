import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationPageResponse,
  NotificationResponse,
  QuestionResponse,
  UnreadCountResponse,
} from '@academy/api-client/contract';
import * as commerce from '@academy/strings/commerce';
import * as live from '@academy/strings/live';
import { submissions } from '../../db/schema/learning.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { createUser, enrol } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';
import { openChannel, serve } from '../../test/live-client.ts';
import { noticePinned, notify, orderPaid } from './notifications.handlers.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let server: Awaited<ReturnType<typeof serve>>;
type U = Awaited<ReturnType<typeof createUser>>;
let teacher: U, student: U, other: U;
let lecture: Awaited<ReturnType<typeof createLecture>>;
const ORIGIN = 'http://localhost:3001';

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  student = await createUser(db, 'STUDENT');
  other = await createUser(db, 'STUDENT');
  lecture = await createLecture(db, teacher.user.id, { title: '알림 강의' });
  // asking and submitting need an open enrolment (docs/decisions/037)
  for (const reader of [student, other]) await enrol(db, reader.user.id, lecture.lecture.id);
  server = await serve(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

async function listOf(who: U) {
  const response = await ctx.app.request('/api/notifications', { headers: who.headers });
  expect(response.status).toBe(200);
  return v.parse(NotificationPageResponse, await response.json()).data;
}

describe('notifications', () => {
  it('tells the teacher of a new question and the student of its answer, live and kept', async () => {
    const teacherChannel = await openChannel(server.url, { ...teacher.headers, Origin: ORIGIN });
    const studentChannel = await openChannel(server.url, { ...student.headers, Origin: ORIGIN });
    await teacherChannel.next('ready');
    await studentChannel.next('ready');

    const asked = await ctx.app.request(
      `/api/lectures/${lecture.lecture.id}/questions`,
      jsonRequest('POST', { title: '질문', content: '이 부분이 궁금합니다' }, student.headers),
    );
    expect(asked.status).toBe(201);
    const question = v.parse(QuestionResponse, await asked.json()).data;
    const toTeacher = await teacherChannel.next('notification');
    expect(toTeacher.notification).toMatchObject({
      kind: 'QUESTION_ASKED',
      text: live.notification.questionAsked('알림 강의'),
      link: { app: 'admin', path: `/admin/qna/${question.id}` },
      readAt: null,
    });

    const answered = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '답변입니다' }, teacher.headers),
    );
    expect(answered.status).toBe(201);
    const toStudent = await studentChannel.next('notification');
    expect(toStudent.notification).toMatchObject({
      kind: 'QUESTION_ANSWERED',
      text: live.notification.questionAnswered('알림 강의'),
      link: { app: 'classroom', path: `/mypage/questions/${question.id}` },
    });
    // nobody else heard it, and it is kept for later
    expect(teacherChannel.frames.filter((f) => f.type === 'notification')).toHaveLength(1);
    const mine = await listOf(student);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items[0]!.id).toBe(toStudent.notification.id);
    expect((await listOf(other)).items).toHaveLength(0);
    teacherChannel.close();
    studentChannel.close();
  });

  it('tells the teacher of a submission and the student of its feedback', async () => {
    const submitted = await ctx.app.request(
      '/api/lectures/submit-link',
      jsonRequest(
        'POST',
        { lectureDetailId: lecture.other.id, reviewUrl: 'https://example.com/work' },
        other.headers,
      ),
    );
    expect(submitted.status).toBe(201);
    const [submission] = await ctx.database.db.select().from(submissions);
    const toTeacher = (await listOf(teacher)).items[0]!;
    expect(toTeacher).toMatchObject({
      kind: 'SUBMISSION_ARRIVED',
      text: live.notification.submissionArrived('정리 과제'),
      link: { app: 'admin', path: `/admin/assignments/${submission!.id}` },
    });
    const feedback = await ctx.app.request(
      `/api/teacher/submissions/${submission!.id}/feedback`,
      jsonRequest('POST', { feedback: '잘했어요', isCompleted: true }, teacher.headers),
    );
    expect(feedback.status).toBe(200);
    expect((await listOf(other)).items[0]).toMatchObject({
      kind: 'FEEDBACK_GIVEN',
      text: live.notification.feedbackGiven('정리 과제'),
    });
  });

  it('keeps each user to their own: another’s cannot be marked read', async () => {
    const theirs = (await listOf(student)).items[0]!;
    const refused = await ctx.app.request(`/api/notifications/${theirs.id}/read`, {
      method: 'POST',
      headers: other.headers,
    });
    expect(refused.status).toBe(404);
    expect(await messageOf(refused)).toBe(live.notification.notFound);
    expect((await listOf(student)).unreadCount).toBe(1);
    expect((await ctx.app.request('/api/notifications')).status).toBe(401);
    expect((await ctx.app.request('/api/notifications/unread-count')).status).toBe(401);
  });

  it('marks one read, then all, and counts what is unread', async () => {
    await liveTransaction(ctx, (tx, emit) =>
      notify(tx, emit, [orderPaid({ userId: student.user.id, orderName: '알림 강의' })]),
    );
    const count = async () =>
      v.parse(
        UnreadCountResponse,
        await (
          await ctx.app.request('/api/notifications/unread-count', { headers: student.headers })
        ).json(),
      ).data.unreadCount;
    expect(await count()).toBe(2);
    const first = (await listOf(student)).items[0]!;
    expect(first.text).toBe(commerce.notification.paid('알림 강의'));
    const read = await ctx.app.request(`/api/notifications/${first.id}/read`, {
      method: 'POST',
      headers: student.headers,
    });
    expect(v.parse(NotificationResponse, await read.json()).data.readAt).not.toBeNull();
    expect(await count()).toBe(1);
    const all = await ctx.app.request('/api/notifications/read-all', {
      method: 'POST',
      headers: student.headers,
    });
    expect(all.status).toBe(200);
    expect(await count()).toBe(0);
    const paged = await ctx.app.request('/api/notifications?size=1&page=1', {
      headers: student.headers,
    });
    const page = v.parse(NotificationPageResponse, await paged.json()).data;
    expect(page.items).toHaveLength(1);
    expect(page.totalCount).toBe(2);
    const bad = await ctx.app.request('/api/notifications?size=500', { headers: student.headers });
    expect(bad.status).toBe(400);
  });

  it('tells every student of a pinned notice, live to the ones connected', async () => {
    const channel = await openChannel(server.url, { ...other.headers, Origin: ORIGIN });
    await channel.next('ready');
    await liveTransaction(ctx, (tx, emit) =>
      noticePinned(tx, emit, { id: 7, title: '시험 일정 안내' }),
    );
    const got = await channel.next('notification');
    expect(got.notification).toMatchObject({
      kind: 'NOTICE_PINNED',
      text: live.notification.noticePinned('시험 일정 안내'),
      link: { app: 'site', path: '/notices/7' },
    });
    for (const who of [student, other]) {
      expect((await listOf(who)).items[0]!.kind).toBe('NOTICE_PINNED');
    }
    expect((await listOf(teacher)).items.some((n) => n.kind === 'NOTICE_PINNED')).toBe(false);
    channel.close();
  });
});
