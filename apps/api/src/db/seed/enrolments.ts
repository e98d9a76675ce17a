// Enrolments (docs/product/learning.md): nobody is enrolled by visiting, so the seed enrols the
// demo student in the first lectures (the demo keeps working: classroom, progress, chat) and the
// other students in a few each, one enrolment already ended.
import { enrolments } from '../schema/learning.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY_MS);

export async function seedEnrolments(ctx: SeedContext) {
  const lectureList = ctx.lectures ?? [];
  if (lectureList.length === 0) return;
  const { students, student: demo } = ctx.users;
  const rows: (typeof enrolments.$inferInsert)[] = [];
  // the demo student: the first four lectures, begun 10 days ago, for 90 days (the first: no limit)
  for (const [index, lecture] of lectureList.slice(0, 4).entries()) {
    rows.push({
      userId: demo.id,
      lectureId: lecture.id,
      startsAt: daysFromNow(-10),
      endsAt: index === 0 ? null : daysFromNow(80),
      source: 'SEED',
    });
  }
  // the others: the first three lectures (where the seeded submissions and questions are), one
  // of them begun long ago with only a few days left, and one ended
  for (const [index, student] of students.entries()) {
    if (student.id === demo.id) continue;
    for (const lecture of lectureList.slice(0, 3)) {
      rows.push({
        userId: student.id,
        lectureId: lecture.id,
        startsAt: daysFromNow(-20 - index),
        endsAt: index === 1 ? daysFromNow(4) : daysFromNow(60 + index),
        source: 'SEED',
      });
    }
  }
  const last = students.at(-1);
  const ended = lectureList[3];
  if (last && ended && last.id !== demo.id) {
    rows.push({
      userId: last.id,
      lectureId: ended.id,
      startsAt: daysFromNow(-100),
      endsAt: daysFromNow(-10),
      status: 'ENDED',
      source: 'SEED',
    });
  }
  await ctx.db.insert(enrolments).values(rows);
}
