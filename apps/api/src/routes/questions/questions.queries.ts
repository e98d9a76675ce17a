// The reads of the question screens besides the question itself (question-view.ts): the
// question form's lecture choices and the lecture a new question is about.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';

type Reader = Pick<Database, 'select'>;

/** spec 2.9: 'teacher - lecture title', by teacher then lecture. */
export function lectureOptions(db: Reader) {
  return db
    .select({ lectureId: lectures.id, lectureTitle: lectures.title, teacherName: users.name })
    .from(lectures)
    .innerJoin(users, eq(users.id, lectures.teacherId))
    .orderBy(asc(users.name), asc(lectures.id));
}

export async function lectureAsked(db: Reader, lectureId: number) {
  const [lecture] = await db
    .select({ id: lectures.id, title: lectures.title, teacherId: lectures.teacherId })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return lecture;
}
