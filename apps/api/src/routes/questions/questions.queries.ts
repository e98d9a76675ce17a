// The reads of the question screens besides the question itself (question-view.ts): the
// question form's lecture choices and the lecture a new question is about.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { enrolledLectureIds } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;

/**
 * docs/product/screens.md: 'teacher - lecture title', by teacher then lecture: the lectures the
 * caller may ask about (the learning rule, lib/lecture-access.ts): a student's open enrolments
 * outside drafts, a teacher's own lectures, every lecture for an admin.
 */
export async function lectureOptions(db: Reader, user: Pick<AuthUser, 'id' | 'role'>) {
  const rows = await db
    .select({
      lectureId: lectures.id,
      lectureTitle: lectures.title,
      teacherName: users.name,
      teacherId: lectures.teacherId,
      status: lectures.status,
    })
    .from(lectures)
    .innerJoin(users, eq(users.id, lectures.teacherId))
    .orderBy(asc(users.name), asc(lectures.id));
  const enrolled = user.role === 'STUDENT' ? await enrolledLectureIds(db, user.id) : null;
  return rows
    .filter((row) => {
      if (user.role === 'ADMIN') return true;
      if (user.role === 'TEACHER') return row.teacherId === user.id;
      return row.status !== 'DRAFT' && enrolled!.has(row.lectureId);
    })
    .map(({ lectureId, lectureTitle, teacherName }) => ({ lectureId, lectureTitle, teacherName }));
}

export async function lectureAsked(db: Reader, lectureId: number) {
  const [lecture] = await db
    .select({
      id: lectures.id,
      title: lectures.title,
      teacherId: lectures.teacherId,
      status: lectures.status,
    })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return lecture;
}
