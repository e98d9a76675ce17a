import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianLinks } from '../../db/schema/guardians.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { reportRuns } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { createLecture, createLectureTestApp } from '../../test/lecture-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { seoulWeek } from '../seoul-time.ts';
import { dueWeek, reportedWeek, runWeeklyReport } from './weekly-report.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let studentIds: number[];
let guardianIds: number[];
const week = seoulWeek('2026-11-16');
const classroomUrl = 'http://classroom.test';

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  const teacher = await createUser(db, 'TEACHER');
  const { lecture } = await createLecture(db, teacher.user.id);
  const person = (name: string, i: number, phone: string | null) => ({
    email: `${name}${i}@report.test`,
    passwordHash: 'x',
    name: `${name}${i}`,
    role: 'STUDENT' as const,
    studentContact: phone,
  });
  // five students enrolled, each with a guardian; the third guardian has a phone too
  const students = await db
    .insert(users)
    .values([0, 1, 2, 3, 4].map((i) => person('학생', i, null)))
    .returning({ id: users.id });
  const guardians = await db
    .insert(users)
    .values(
      [0, 1, 2, 3, 4].map((i) => ({
        ...person('보호자', i, i === 2 ? '010-1234-5678' : null),
        role: 'PARENT' as const,
      })),
    )
    .returning({ id: users.id });
  studentIds = students.map((row) => row.id);
  guardianIds = guardians.map((row) => row.id);
  await db.insert(enrolments).values(
    studentIds.map((userId) => ({
      userId,
      lectureId: lecture.id,
      startsAt: new Date('2026-11-01'),
    })),
  );
  await db
    .insert(guardianLinks)
    .values(studentIds.map((studentId, i) => ({ studentId, guardianId: guardianIds[i]! })));
  // neither a student without an enrolment, nor a withdrawn one, is reported
  const [idle] = await db
    .insert(users)
    .values(person('미수강', 0, null))
    .returning();
  const [gone] = await db
    .insert(users)
    .values({ ...person('탈퇴', 0, null), withdrawnAt: new Date() })
    .returning();
  await db
    .insert(enrolments)
    .values({ userId: gone!.id, lectureId: lecture.id, startsAt: new Date('2026-11-01') });
  expect(idle).toBeDefined();
});
afterAll(async () => {
  await ctx.database.drop();
});

const messages = () =>
  ctx.database.db
    .select({
      recipient: outboxMessages.recipientUserId,
      channel: outboxMessages.channel,
      key: outboxMessages.dedupeKey,
      variables: outboxMessages.variables,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.template, 'weekly-report'))
    .orderBy(outboxMessages.id);

describe('reportedWeek', () => {
  it('is the week before the current Seoul week', () => {
    // Monday 00:30 Seoul reports the week that just ended
    expect(reportedWeek(new Date('2026-11-22T15:30:00Z')).start).toBe('2026-11-16');
    expect(reportedWeek(new Date('2026-11-22T14:30:00Z')).start).toBe('2026-11-09');
  });
});

describe('dueWeek', () => {
  it('is last week from Monday 07:00 Seoul on, and stays due for the rest of the week', () => {
    // Monday 2026-11-23 06:59 Seoul: not yet
    expect(dueWeek(new Date('2026-11-22T21:59:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-22T22:00:00Z'))?.start).toBe('2026-11-16');
    // a process that starts on Wednesday catches the missed Monday up
    expect(dueWeek(new Date('2026-11-25T03:00:00Z'))?.start).toBe('2026-11-16');
  });
});

describe('runWeeklyReport', () => {
  it('writes one message per recipient and channel, in keyset batches', async () => {
    const done = await runWeeklyReport(ctx.database.db, { week, classroomUrl, batchSize: 2 });
    // 5 students in batches of 2: 2, 2, 1
    expect(done).toEqual({ week: '2026-11-16', messages: 11, students: 5, batches: 3 });
    const rows = await messages();
    // each student and guardian by email; the guardian with a phone by 알림톡 as well (its SMS
    // fallback is the provider's, not a second row)
    expect(rows.filter((row) => row.channel === 'EMAIL')).toHaveLength(10);
    expect(rows.filter((row) => row.channel !== 'EMAIL')).toEqual([
      expect.objectContaining({ recipient: guardianIds[2], channel: 'ALIMTALK' }),
    ]);
    expect(new Set(rows.map((row) => row.recipient))).toEqual(
      new Set([...studentIds, ...guardianIds]),
    );
    const toGuardian = rows.find((row) => row.recipient === guardianIds[0])!;
    expect(toGuardian.key).toBe(`weekly-report:2026-11-16:${studentIds[0]}:${guardianIds[0]}`);
    expect(toGuardian.variables).toMatchObject({
      studentName: '학생0',
      week: '11월 16일 ~ 11월 22일',
      link: `${classroomUrl}/children/${studentIds[0]}?week=2026-11-16`,
    });
    const [run] = await ctx.database.db.select().from(reportRuns);
    expect(run).toMatchObject({ week: '2026-11-16', messages: 11, afterStudentId: studentIds[4] });
    expect(run!.finishedAt).not.toBeNull();
  });

  it('does nothing for a finished week, and never writes a message twice when rerun', async () => {
    const { db } = ctx.database;
    expect(await runWeeklyReport(db, { week, classroomUrl })).toBeNull();
    // even with the run's record gone, the dedupe keys keep every message once
    await db.delete(reportRuns);
    const again = await runWeeklyReport(db, { week, classroomUrl });
    expect(again).toMatchObject({ messages: 0, students: 5 });
    expect(await messages()).toHaveLength(11);
  });

  it('resumes after the last student written when a run stopped halfway', async () => {
    const { db } = ctx.database;
    const next = seoulWeek('2026-11-23');
    await db.insert(reportRuns).values({ week: next.start, afterStudentId: studentIds[2]! });
    const done = await runWeeklyReport(db, { week: next, classroomUrl, batchSize: 2 });
    expect(done).toMatchObject({ students: 2, messages: 4 });
    const written = (await messages()).filter((row) => row.key.includes(next.start));
    expect(new Set(written.map((row) => row.recipient))).toEqual(
      new Set([studentIds[3], studentIds[4], guardianIds[3], guardianIds[4]]),
    );
  });

  it('writes each message once when two processes run it at the same time', async () => {
    const { db } = ctx.database;
    const later = seoulWeek('2026-11-30');
    const runs = await Promise.all([
      runWeeklyReport(db, { week: later, classroomUrl, batchSize: 2 }),
      runWeeklyReport(db, { week: later, classroomUrl, batchSize: 2 }),
    ]);
    const written = (await messages()).filter((row) => row.key.includes(later.start));
    expect(written).toHaveLength(11);
    expect(new Set(written.map((row) => `${row.channel}:${row.key}`)).size).toBe(11);
    expect(runs.reduce((sum, run) => sum + (run?.messages ?? 0), 0)).toBe(11);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportRuns)
      .where(eq(reportRuns.week, later.start));
    expect(count!.n).toBe(1);
  });
});
