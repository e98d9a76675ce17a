// A lecture's structure (docs/product/states.md, docs/product/validation.md;
// docs/decisions/018-staff-authoring.md): chapters and details (lessons) are added, renamed,
// retyped, deleted with everything under them, and reordered in one body that names the whole order
// (details may move to another chapter). Each change is one transaction.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  ChapterCreateRequest,
  ChapterUpdateRequest,
  DetailCreateRequest,
  DetailUpdateRequest,
  ReorderRequest,
} from '@academy/api-client/contract';
import { authoringMessages as am } from '@academy/strings/authoring';
import type { AppServices } from '../../app-env.ts';
import { chapters, details } from '../../db/schema/lectures.ts';
import type { AuthUser } from '../../app-env.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { badRequest } from '../../lib/errors.ts';
import { managedChapter, managedDetail, managedLecture } from '../../lib/lecture-access.ts';
import { attachmentKeysOf, chaptersOf, detailIdsOfChapters } from './admin-lectures.queries.ts';

const removeFiles = (deps: AppServices, keys: string[]) =>
  Promise.all(keys.map((key) => deps.files.remove(key).catch(() => {})));

export async function createChapter(
  deps: AppServices,
  user: AuthUser,
  input: ChapterCreateRequest,
) {
  await managedLecture(deps.database.db, user, input.lectureId);
  const [row] = await changeContent(deps, 'lectures', (tx) =>
    tx
      .insert(chapters)
      .values({ lectureId: input.lectureId, title: input.title, chapterOrder: input.chapterOrder })
      .returning({ id: chapters.id }),
  );
  return { id: row!.id };
}

export async function updateChapter(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: ChapterUpdateRequest,
) {
  await managedChapter(deps.database.db, user, id);
  await changeContent(deps, 'lectures', (tx) =>
    tx.update(chapters).set({ title: input.title }).where(eq(chapters.id, id)),
  );
  return { id };
}

/** A chapter goes with its details, their contents, quizzes and learning records. */
export async function deleteChapter(deps: AppServices, user: AuthUser, id: number) {
  const chapter = await managedChapter(deps.database.db, user, id);
  const keys = await changeContent(deps, 'lectures', async (tx) => {
    const files = await attachmentKeysOf(tx, await detailIdsOfChapters(tx, [id]));
    await tx.delete(chapters).where(eq(chapters.id, id));
    // its completions went with it: the lecture's enrolments are recounted (docs/decisions/048)
    await keepProgress(tx, { lectureId: chapter.lectureId });
    return files;
  });
  await removeFiles(deps, keys);
  return { id };
}

export async function createDetail(deps: AppServices, user: AuthUser, input: DetailCreateRequest) {
  await managedChapter(deps.database.db, user, input.lectureChapterId);
  const [row] = await changeContent(deps, 'lectures', (tx) =>
    tx
      .insert(details)
      .values({
        chapterId: input.lectureChapterId,
        title: input.title,
        type: input.type,
        detailOrder: input.detailOrder,
      })
      .returning({ id: details.id }),
  );
  return { id: row!.id };
}

export async function updateDetail(
  deps: AppServices,
  user: AuthUser,
  id: number,
  input: DetailUpdateRequest,
) {
  const { chapter } = await managedDetail(deps.database.db, user, id);
  // A LIVE lesson's schedule: an absent field stays, null clears it; another type has none
  // (docs/product/learning.md: live lessons).
  const live =
    input.type === 'LIVE'
      ? {
          ...(input.liveStartsAt !== undefined && {
            liveStartsAt: input.liveStartsAt === null ? null : new Date(input.liveStartsAt),
          }),
          ...(input.liveMinutes !== undefined && { liveMinutes: input.liveMinutes }),
          ...(input.liveUrl !== undefined && { liveUrl: input.liveUrl }),
        }
      : { liveStartsAt: null, liveMinutes: null, liveUrl: null };
  await changeContent(deps, 'lectures', async (tx) => {
    // One preview lesson per lecture (docs/product/learning.md#preview): choosing this one
    // releases the lecture's others in the same change.
    if (input.isPreview) {
      const siblings = tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.lectureId, chapter.lectureId));
      await tx
        .update(details)
        .set({ isPreview: false })
        .where(and(inArray(details.chapterId, siblings), ne(details.id, id)));
    }
    // A lesson retyped away from video stops being the preview.
    const isPreview = input.type === 'VIDEO' ? input.isPreview : false;
    await tx
      .update(details)
      .set({
        title: input.title,
        type: input.type,
        ...live,
        ...(isPreview === undefined ? {} : { isPreview }),
      })
      .where(eq(details.id, id));
  });
  return { id };
}

/** A detail goes with its content, attachments, quiz and learning records. */
export async function deleteDetail(deps: AppServices, user: AuthUser, id: number) {
  const { lecture } = await managedDetail(deps.database.db, user, id);
  const keys = await changeContent(deps, 'lectures', async (tx) => {
    const files = await attachmentKeysOf(tx, [id]);
    await tx.delete(details).where(eq(details.id, id));
    // its completions went with it: the lecture's enrolments are recounted (docs/decisions/048)
    await keepProgress(tx, { lectureId: lecture.id });
    return files;
  });
  await removeFiles(deps, keys);
  return { id };
}

const sameSet = (given: number[], expected: number[]) =>
  given.length === expected.length &&
  new Set(given).size === given.length &&
  given.every((id) => expected.includes(id));

/**
 * PUT /api/admin/lectures/{id}/reorder: every chapter of the lecture exactly once, every detail
 * exactly once (under any of its chapters); read and written in one transaction.
 */
export async function reorder(
  deps: AppServices,
  user: AuthUser,
  lectureId: number,
  input: v.InferOutput<typeof ReorderRequest>,
) {
  await managedLecture(deps.database.db, user, lectureId);
  await changeContent(deps, 'lectures', async (tx) => {
    const chapterIds = (await chaptersOf(tx, lectureId)).map((chapter) => chapter.id);
    if (
      !sameSet(
        input.chapters.map((chapter) => chapter.chapterId),
        chapterIds,
      )
    ) {
      throw badRequest(am.structure.reorderChapters, { field: 'chapters' });
    }
    const detailIds = await detailIdsOfChapters(tx, chapterIds);
    if (
      !sameSet(
        input.chapters.flatMap((chapter) => chapter.detailIds),
        detailIds,
      )
    ) {
      throw badRequest(am.structure.reorderDetails, { field: 'chapters.detailIds' });
    }
    for (const [chapterOrder, chapter] of input.chapters.entries()) {
      await tx.update(chapters).set({ chapterOrder }).where(eq(chapters.id, chapter.chapterId));
      for (const [detailOrder, detailId] of chapter.detailIds.entries()) {
        await tx
          .update(details)
          .set({ chapterId: chapter.chapterId, detailOrder })
          .where(eq(details.id, detailId));
      }
    }
    // Guards against a concurrent add: every detail still belongs to this lecture's chapters.
    const after = await tx
      .select({ id: details.id })
      .from(details)
      .where(inArray(details.chapterId, chapterIds));
    if (after.length !== detailIds.length) {
      throw badRequest(am.structure.reorderDetails, { field: 'chapters.detailIds' });
    }
  });
  return { id: lectureId };
}
