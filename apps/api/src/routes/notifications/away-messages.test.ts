// A teacher's answer reaches the student's phone when they are away from the site, unless they
// read the in-app notification first.
import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionResponse } from '@academy/api-client/contract';
import { submissions } from '../../db/schema/learning.ts';
import { notifications } from '../../db/schema/live.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { liveHubFor, type LiveConnection } from '../../lib/live/hub.ts';
import { sendersFor } from '../../lib/outbox/senders/from-env.ts';
import { drainOutbox } from '../../lib/outbox/worker.ts';
import { createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { outboxDueNow } from '../../test/outbox-queue.ts';
import { createLecture, createLectureTestApp, jsonRequest } from '../../test/lecture-fixtures.ts';
import { testEnv } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let student: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  ({ teacher, student } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    student: 'STUDENT',
  }));
  await ctx.database.db.execute(
    sql`update users set student_contact = '010-2222-3333' where id = ${student.user.id}`,
  );
  lecture = await createLecture(ctx.database.db, teacher.user.id, { title: '독해 강의' });
  await enrol(ctx.database.db, student.user.id, lecture.lecture.id);
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

/** The student asks and the teacher answers: the answer's notification and phone message, if any. */
async function askAndAnswer() {
  const asked = await ctx.app.request(
    '/api/students/me/questions',
    jsonRequest(
      'POST',
      { lectureId: lecture.lecture.id, title: '질문', content: '내용입니다' },
      student.headers,
    ),
  );
  const question = v.parse(QuestionResponse, await asked.json()).data;
  const answered = await ctx.app.request(
    `/api/teachers/me/questions/${question.id}/answer`,
    jsonRequest('POST', { content: '답변입니다' }, teacher.headers),
  );
  expect(answered.status).toBe(201);
  const [notification] = await ctx.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, student.user.id), eq(notifications.kind, 'QUESTION_ANSWERED')),
    )
    .orderBy(sql`${notifications.id} desc`)
    .limit(1);
  const messages = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.unlessReadNotificationId, notification!.id));
  return { question, notification: notification!, messages };
}

const dueNow = (id: number) => outboxDueNow(ctx.database, id);

describe('a teacher’s answer to a student away from the site', () => {
  it('goes to the phone by 알림톡 after a short wait, and is recorded by the local provider', async () => {
    expect(testEnv.AWAY_MESSAGE_DELAY_MS).toBe(3 * 60 * 1000);
    const before = Date.now();
    const { question, messages } = await askAndAnswer();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      channel: 'ALIMTALK',
      address: '010-2222-3333',
      template: 'question-answered',
      recipientUserId: student.user.id,
      state: 'PENDING',
      variables: {
        title: '독해 강의',
        url: `${testEnv.CLASSROOM_URL}/mypage/questions/${question.id}`,
      },
    });
    expect(message!.notBefore.getTime()).toBeGreaterThanOrEqual(
      before + testEnv.AWAY_MESSAGE_DELAY_MS - 1000,
    );
    // not due yet: nothing is sent
    expect(await drainOutbox(ctx.database, sendersFor(testEnv))).toMatchObject({ HELD: 0 });
    await dueNow(message!.id);
    expect(await drainOutbox(ctx.database, sendersFor(testEnv))).toMatchObject({ HELD: 1 });
  });

  it('is not sent when the student read the notification before it was due', async () => {
    const { notification, messages } = await askAndAnswer();
    expect(messages).toHaveLength(1);
    const read = await ctx.app.request(`/api/notifications/${notification.id}/read`, {
      method: 'POST',
      headers: student.headers,
    });
    expect(read.status).toBe(200);
    await dueNow(messages[0]!.id);
    expect(await drainOutbox(ctx.database, sendersFor(testEnv))).toMatchObject({
      SKIPPED: 1,
      HELD: 0,
    });
    const [row] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, messages[0]!.id));
    expect(row).toMatchObject({ state: 'SKIPPED', sentAt: null });
  });

  it('goes the same way for an assignment’s feedback', async () => {
    const submitted = await ctx.app.request(
      '/api/lectures/submit-link',
      jsonRequest(
        'POST',
        { lectureDetailId: lecture.other.id, reviewUrl: 'https://example.com/work' },
        student.headers,
      ),
    );
    expect(submitted.status).toBe(201);
    const [submission] = await ctx.database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.userId, student.user.id));
    const feedback = await ctx.app.request(
      `/api/teacher/submissions/${submission!.id}/feedback`,
      jsonRequest('POST', { feedback: '잘했어요', isCompleted: true }, teacher.headers),
    );
    expect(feedback.status).toBe(200);
    const [message] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'feedback-given'));
    expect(message).toMatchObject({
      channel: 'ALIMTALK',
      recipientUserId: student.user.id,
      state: 'PENDING',
      variables: {
        title: lecture.other.title,
        url: `${testEnv.CLASSROOM_URL}/dashboard?lecture=${lecture.lecture.id}&detail=${lecture.other.id}`,
      },
    });
    expect(message!.unlessReadNotificationId).not.toBeNull();
  });

  it('is not written while the student has the live channel open', async () => {
    const connection: LiveConnection = {
      user: { id: student.user.id, name: student.user.name, role: 'STUDENT' },
      send: () => {},
      close: () => {},
    };
    const hub = liveHubFor(ctx);
    hub.add(connection);
    try {
      const { messages } = await askAndAnswer();
      expect(messages).toHaveLength(0);
    } finally {
      hub.remove(connection);
    }
  });
});
