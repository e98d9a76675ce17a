// Lecture-level management (docs/product/screens.md, docs/product/api.md;
// docs/decisions/018-staff-authoring.md): list, create, edit every field (the image too), status
// (draft, published, archived), delete when nothing depends on it. A teacher manages only their own
// lectures; an admin all; a new lecture's teacher is the caller (docs/product/roles.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  LectureCreateRequest,
  LectureStatus,
  LectureUpdateRequest,
} from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import * as validation from '@academy/strings/validation';
import type { AppServices } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../app-env.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { managedLecture } from '../../lib/lecture-access.ts';
import {
  attachmentKeysOf,
  chaptersOf,
  detailIdsOfChapters,
  lectureDependents,
  lectureView,
} from './admin-lectures.queries.ts';

/**
 * The new lecture's teacher (docs/product/api.md: the signed-in user's id): teacherId may repeat
 * the caller's own id; only an admin names another teacher, who must exist.
 */
async function lectureTeacher(db: Database, caller: AuthUser, teacherId: number | undefined) {
  if (teacherId === undefined || teacherId === caller.id) return caller.id;
  if (caller.role !== 'ADMIN') throw forbidden(validation.lecture.teacherNotYou);
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), inArray(users.role, ['TEACHER', 'ADMIN'])))
    .limit(1);
  if (!teacher) throw badRequest(validation.lecture.teacherNotFound, { field: 'teacherId' });
  return teacher.id;
}

export async function myLectures(deps: AppServices, user: AuthUser) {
  const query = deps.database.db
    .select({ lecture: lectures, teacherName: users.name })
    .from(lectures)
    .innerJoin(users, eq(users.id, lectures.teacherId))
    .orderBy(asc(lectures.id))
    .$dynamic();
  const rows = await (user.role === 'ADMIN' ? query : query.where(eq(lectures.teacherId, user.id)));
  return rows.map(({ lecture, teacherName }) => ({
    lectureId: lecture.id,
    title: lecture.title,
    category: lecture.category,
    price: lecture.price,
    description: lecture.description,
    thumbnailUrl: lecture.thumbnailUrl,
    teacherName,
    status: lecture.status,
  }));
}

/**
 * The fields both the create and the edit form send (docs/product/api.md: creation form fields).
 */
const lectureFields = (input: Omit<LectureUpdateRequest, 'imageFile'>) => ({
  title: input.title,
  subtitle: input.subtitle,
  description: input.description,
  price: input.price,
  period: input.period,
  category: input.category,
  course: input.course,
  target: input.target,
  detailUrl: input.url,
  textbookName: input.textbookName,
  textbookPrice: input.textbookPrice,
  // absent: kept as stored (the column defaults on create)
  ...(input.watermark === undefined ? {} : { watermark: input.watermark }),
  ...(input.pauseMaxCount === undefined ? {} : { pauseMaxCount: input.pauseMaxCount }),
  ...(input.pauseMaxDays === undefined ? {} : { pauseMaxDays: input.pauseMaxDays }),
});

const imageFields = (image: { key: string; url: string; width?: number; height?: number }) => ({
  thumbnailKey: image.key,
  thumbnailUrl: image.url,
  thumbnailWidth: image.width ?? null,
  thumbnailHeight: image.height ?? null,
});

/**
 * A new lecture starts as a draft: staff publish it when its lessons are ready
 * (docs/decisions/018-staff-authoring.md).
 */
export async function createLecture(
  deps: AppServices,
  user: AuthUser,
  input: v.InferOutput<typeof LectureCreateRequest>,
) {
  const { files, database } = deps;
  const teacherId = await lectureTeacher(database.db, user, input.teacherId);
  const image = await files.storeImage(input.imageFile, { maxWidth: 1200, maxHeight: 800 });
  try {
    const [row] = await changeContent(deps, 'lectures', (tx) =>
      tx
        .insert(lectures)
        .values({ teacherId, ...lectureFields(input), ...imageFields(image), status: 'DRAFT' })
        .returning({ id: lectures.id }),
    );
    return { id: row!.id };
  } catch (error) {
    await files.remove(image.key).catch(() => {});
    throw error;
  }
}

export async function lectureDetail(deps: AppServices, user: AuthUser, id: number) {
  const { db } = deps.database;
  return lectureView(db, deps.env, await managedLecture(db, user, id), user.id);
}

export async function updateLecture(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: LectureUpdateRequest,
) {
  const { db } = deps.database;
  const before = await managedLecture(db, user, id);
  const image = input.imageFile
    ? await deps.files.storeImage(input.imageFile, { maxWidth: 1200, maxHeight: 800 })
    : null;
  try {
    await changeContent(deps, 'lectures', (tx) =>
      tx
        .update(lectures)
        .set({ ...lectureFields(input), ...(image ? imageFields(image) : {}) })
        .where(eq(lectures.id, id)),
    );
  } catch (error) {
    if (image) await deps.files.remove(image.key).catch(() => {});
    throw error;
  }
  // The old image goes once the new one is saved.
  if (image && before.thumbnailKey) await deps.files.remove(before.thumbnailKey).catch(() => {});
  return lectureDetail(deps, user, id);
}

export async function setLectureStatus(
  deps: AppServices,
  user: AuthUser,
  id: number,
  status: LectureStatus,
) {
  await managedLecture(deps.database.db, user, id);
  await changeContent(deps, 'lectures', (tx) =>
    tx.update(lectures).set({ status }).where(eq(lectures.id, id)),
  );
  return { lectureId: id, status };
}

const inUseWords = {
  enrolments: am.lecture.inUseEnrolments,
  questions: am.lecture.inUseQuestions,
  learning: am.lecture.inUseLearning,
} as const;

/** Only a lecture nobody has used goes (409 naming what depends on it); files follow. */
export async function deleteLecture(deps: AppServices, user: AuthUser, id: number) {
  const { db } = deps.database;
  const lecture = await managedLecture(db, user, id);
  const keys = await changeContent(deps, 'lectures', async (tx) => {
    const dependent = await lectureDependents(tx, id);
    if (dependent) throw conflict(am.lecture.inUse(inUseWords[dependent]));
    const chapterIds = (await chaptersOf(tx, id)).map((chapter) => chapter.id);
    const attachmentKeys = await attachmentKeysOf(tx, await detailIdsOfChapters(tx, chapterIds));
    await tx.delete(lectures).where(eq(lectures.id, id));
    return attachmentKeys;
  });
  const stored = [...keys, ...(lecture.thumbnailKey ? [lecture.thumbnailKey] : [])];
  await Promise.all(stored.map((key) => deps.files.remove(key).catch(() => {})));
  return { id };
}
