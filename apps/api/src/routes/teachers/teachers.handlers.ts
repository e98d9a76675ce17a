// Instructors: staff read the profiles, an admin (or the teacher themself) edits the
// name, photo, subjects and introduction; an admin deactivates (sessions revoked at once, sign-in
// refused, lectures stay) and reactivates. The home page reads active teachers publicly.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PublicInstructor, TeacherProfile } from '@academy/api-client/contract';
import * as enrolmentStrings from '@academy/strings/enrolments';
import type { AppServices } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { callersChanged } from '../../lib/auth/signed-in.ts';
import { disableUser } from '../../lib/auth/sessions.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';

const e = enrolmentStrings.errors;

export const profileOf = (row: UserRow): TeacherProfile => ({
  id: row.id,
  name: row.name,
  userId: row.email,
  image: row.image,
  teachingSubjects: row.teachingSubjects,
  introduction: row.introduction,
  active: row.disabledAt === null,
});

async function teacherRow(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'TEACHER'), isNull(users.withdrawnAt)))
    .limit(1);
  if (!row) throw notFound(e.teacherNotFound);
  return row;
}

/** Every teacher, deactivated ones too (an admin reactivates them from the list). */
export async function teacherProfiles(deps: AppServices) {
  const rows = await deps.database.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'TEACHER'), isNull(users.withdrawnAt)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(profileOf);
}

export async function teacherProfile(deps: AppServices, id: number) {
  return profileOf(await teacherRow(deps.database.db, id));
}

export async function updateTeacher(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: { name: string; teachingSubjects: string[]; introduction: string; imageFile?: File },
) {
  if (user.role !== 'ADMIN' && user.id !== id) throw forbidden();
  const { db } = deps.database;
  await teacherRow(db, id);
  const photo = input.imageFile
    ? await deps.files.storeImage(input.imageFile, { maxWidth: 640, maxHeight: 640 })
    : null;
  try {
    const row = await changeContent(deps, 'lectures', async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name: input.name,
          teachingSubjects: input.teachingSubjects,
          introduction: input.introduction || null,
          ...(photo ? { image: photo.url } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      return updated!;
    });
    callersChanged(); // the name signed-in requests carry
    return profileOf(row);
  } catch (error) {
    if (photo) await deps.files.remove(photo.key).catch(() => {});
    throw error;
  }
}

/** Deactivate: every session revoked at once, sign-in refused; the teacher's lectures stay. */
export async function deactivateTeacher(deps: AppServices, user: AuthUser, id: number) {
  if (user.id === id) throw badRequest(e.cannotDeactivateSelf);
  const { db } = deps.database;
  await teacherRow(db, id);
  await disableUser(db, id);
  await changeContent(deps, 'lectures', async () => undefined);
  return teacherProfile(deps, id);
}

export async function reactivateTeacher(deps: AppServices, id: number) {
  await teacherRow(deps.database.db, id);
  await changeContent(deps, 'lectures', (tx) =>
    tx
      .update(users)
      .set({ disabledAt: sql`null` })
      .where(eq(users.id, id)),
  );
  return teacherProfile(deps, id);
}

/** The home page's instructors: active teachers with photo, subjects and introduction. */
export async function publicInstructors(deps: AppServices): Promise<PublicInstructor[]> {
  return deps.database.db
    .select({
      id: users.id,
      name: users.name,
      image: users.image,
      teachingSubjects: users.teachingSubjects,
      introduction: users.introduction,
    })
    .from(users)
    .where(and(eq(users.role, 'TEACHER'), isNull(users.withdrawnAt), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
}
