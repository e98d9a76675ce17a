// Test fixtures: users of each role and their bearer headers, written straight to the database.
import { hash } from '@node-rs/argon2';
import type { Database } from '../db/client.ts';
import { enrolments } from '../db/schema/learning.ts';
import { lessonOpens } from '../db/schema/progress.ts';
import { users, type Role } from '../db/schema/users.ts';
import { signAccessToken } from '../lib/auth/access-token.ts';
import { keepProgress } from '../lib/enrolment-progress.ts';
import { startSession } from '../lib/auth/sessions.ts';
import { testEnv } from './test-app.ts';

let counter = 0;
const NAMES: Record<Role, string> = {
  STUDENT: '학생',
  TEACHER: '선생님',
  ADMIN: '관리자',
  PARENT: '보호자',
};

/** A user of `role` (password `password1234`) and an Authorization header for them. */
export async function createUser(
  db: Database,
  role: Role = 'STUDENT',
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}${counter}-${Date.now()}@test.academy`,
      passwordHash: await hash('password1234', { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      name: `${NAMES[role]}${counter}`,
      role,
      ...overrides,
    })
    .returning();
  // a real session: access tokens name one
  const { sessionId } = await startSession(db, row!.id);
  const token = signAccessToken(testEnv.JWT_SECRET, {
    sub: String(row!.id),
    role,
    sid: sessionId,
  });
  return { user: row!, token, headers: { Authorization: `Bearer ${token}` } };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * The users a test file signs in as, one per name, made in the order named (their ids ascend):
 * `({ teacher, student } = await createUsers(db, { teacher: 'TEACHER', student: 'STUDENT' }))`;
 * `[role, overrides]` for one whose columns matter (a name the test reads).
 */
type UserSpec = Role | [Role, Partial<typeof users.$inferInsert>];
export async function createUsers<Name extends string>(
  db: Database,
  roles: Record<Name, UserSpec>,
) {
  const made = {} as Record<Name, TestUser>;
  for (const [name, spec] of Object.entries(roles) as [Name, UserSpec][]) {
    const [role, overrides] = typeof spec === 'string' ? [spec, {}] : spec;
    made[name] = await createUser(db, role, overrides);
  }
  return made;
}

/**
 * Enrols a student in a lecture (docs/product/learning.md: nobody is enrolled by visiting).
 * `endsAt` null: no limit; a past `endsAt` gives an enrolment whose period has ended.
 */
export async function enrol(
  db: Database,
  userId: number,
  lectureId: number,
  overrides: Partial<typeof enrolments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(enrolments)
    .values({ userId, lectureId, source: 'STAFF', ...overrides })
    .returning();
  // as every enrolment the app makes: its kept progress counted (lib/enrolment-progress.ts)
  await keepProgress(db, { userId, lectureId });
  return row!;
}

/**
 * The student opened a lesson `secondsAgo` (the classroom's lesson read records it): watch
 * reports may add what could have played since (docs/decisions/037). Tests that report watching
 * without waiting open the lesson in the past.
 */
export async function openedLesson(
  db: Database,
  userId: number,
  detailId: number,
  secondsAgo = 60 * 60,
) {
  const openedAt = new Date(Date.now() - secondsAgo * 1000);
  await db
    .insert(lessonOpens)
    .values({ userId, detailId, openedAt })
    .onConflictDoUpdate({ target: [lessonOpens.userId, lessonOpens.detailId], set: { openedAt } });
}

/** An email as staff lists show it: the first two characters, then ***@ and the domain. */
export const maskedEmail = (email: string) =>
  `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;
