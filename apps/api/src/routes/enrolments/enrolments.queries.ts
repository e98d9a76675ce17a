// The reads of enrolments: the accounts staff may enrol and an enrolment with its lecture.
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/errors.ts';
import { assertManages } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;

const e = enrolmentStrings.errors;

/** An account that can sign in: neither withdrawn nor disabled. */
const usable = () => and(isNull(users.withdrawnAt), isNull(users.disabledAt));

/** An active student account (404 otherwise: a teacher, a withdrawn or a disabled account). */
export async function studentById(db: Reader, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'STUDENT'), usable()))
    .limit(1);
  if (!row) throw notFound(e.studentNotFound);
  return row;
}

/** The usable accounts of these emails (any case), with their role. */
export async function accountsByEmail(db: Reader, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
        usable(),
      ),
    );
}

/**
 * Students by a part of the name or the whole email (any case), for staff to enrol (at most 20, by
 * name). Not a part of the email: staff lists mask it, and a search by parts would spell it out.
 */
export function searchStudents(db: Reader, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({ id: users.id, name: users.name, userId: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT'),
        usable(),
        or(ilike(users.name, pattern), sql`lower(${users.email}) = ${query.toLowerCase()}`),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}

/** The enrolment with its lecture, when `user` manages the lecture. */
export async function managedEnrolment(db: Reader, user: AuthUser, id: number) {
  const [row] = await db
    .select({ enrolment: enrolments, lecture: lectures })
    .from(enrolments)
    .innerJoin(lectures, eq(lectures.id, enrolments.lectureId))
    .where(eq(enrolments.id, id))
    .limit(1);
  if (!row) throw notFound(e.enrolmentNotFound);
  assertManages(user, row.lecture);
  return row;
}
