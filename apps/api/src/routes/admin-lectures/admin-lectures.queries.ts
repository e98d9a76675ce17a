// Reads for lecture management: the admin's lecture view (chapters, details, contents), what
// depends on a lecture before it may be deleted, and the stored files that go with a subtree.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminChapter, AdminLecture, DetailContent } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { enrolments, questions, submissions } from '../../db/schema/learning.ts';
import {
  attachments,
  chapters,
  contents,
  details,
  quizzes,
  type lectures,
} from '../../db/schema/lectures.ts';
import { lessonCompletions, quizAttempts, watchProgress } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import type { Env } from '../../env.ts';
import { iso } from '../../lib/lecture-access.ts';
import { attachmentsByContent, liveSchedule, videoPlayerUrl } from '../../lib/lecture-views.ts';

type Reader = Pick<Database, 'select'>;
type LectureRow = typeof lectures.$inferSelect;

export const chaptersOf = (db: Reader, lectureId: number) =>
  db
    .select()
    .from(chapters)
    .where(eq(chapters.lectureId, lectureId))
    .orderBy(asc(chapters.chapterOrder), asc(chapters.id));

export const detailsOf = (db: Reader, chapterIds: number[]) =>
  chapterIds.length
    ? db
        .select({ detail: details, content: contents })
        .from(details)
        .leftJoin(contents, eq(contents.detailId, details.id))
        .where(inArray(details.chapterId, chapterIds))
        .orderBy(asc(details.detailOrder), asc(details.id))
    : Promise.resolve([]);

/**
 * GET /api/admin/lectures/{id}: every field, the structure in order, contents with links (the
 * player links for `viewerId`, the staff member reading).
 */
export async function lectureView(
  db: Reader,
  env: Env,
  lecture: LectureRow,
  viewerId: number,
): Promise<AdminLecture> {
  const [teacher] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, lecture.teacherId));
  const chapterRows = await chaptersOf(db, lecture.id);
  const detailRows = await detailsOf(
    db,
    chapterRows.map((chapter) => chapter.id),
  );
  const detailIds = detailRows.map((row) => row.detail.id);
  const questionCounts = new Map(
    detailIds.length === 0
      ? []
      : (
          await db
            .select({ detailId: quizzes.detailId, n: count() })
            .from(quizzes)
            .where(inArray(quizzes.detailId, detailIds))
            .groupBy(quizzes.detailId)
        ).map((row) => [row.detailId, row.n]),
  );
  const files = await attachmentsByContent(
    db,
    env,
    detailRows.flatMap((row) => (row.content ? [row.content.id] : [])),
  );
  const chapterViews: AdminChapter[] = chapterRows.map((chapter) => ({
    chapterId: chapter.id,
    lectureId: chapter.lectureId,
    chapterTitle: chapter.title,
    chapterOrder: chapter.chapterOrder,
    createdAt: iso(chapter.createdAt),
    updatedAt: iso(chapter.updatedAt),
    details: detailRows
      .filter(({ detail }) => detail.chapterId === chapter.id)
      .map(({ detail, content }) => ({
        detailId: detail.id,
        lectureChapterId: detail.chapterId,
        detailTitle: detail.title,
        type: detail.type,
        detailOrder: detail.detailOrder,
        quizQuestionCount: questionCounts.get(detail.id) ?? 0,
        isPreview: detail.isPreview,
        live: liveSchedule(detail, true),
        createdAt: iso(detail.createdAt),
        updatedAt: iso(detail.updatedAt),
        content: content
          ? ({
              contentId: content.id,
              contents: content.text,
              videoId: content.videoId,
              videoDuration: content.videoDuration,
              playerUrl: videoPlayerUrl(env, content.videoId, viewerId),
              attachmentDescription: content.attachmentDescription,
              attachments: files.get(content.id) ?? [],
            } satisfies DetailContent)
          : null,
      })),
  }));
  return {
    lectureId: lecture.id,
    title: lecture.title,
    subtitle: lecture.subtitle,
    description: lecture.description,
    price: lecture.price,
    period: lecture.period,
    thumbnailUrl: lecture.thumbnailUrl,
    thumbnailWidth: lecture.thumbnailWidth,
    thumbnailHeight: lecture.thumbnailHeight,
    category: lecture.category,
    course: lecture.course,
    target: lecture.target,
    url: lecture.detailUrl,
    textbookName: lecture.textbookName,
    textbookPrice: lecture.textbookPrice,
    teacherId: lecture.teacherId,
    teacherName: teacher?.name ?? '',
    status: lecture.status,
    chapters: chapterViews,
    watermark: lecture.watermark,
    pauseMaxCount: lecture.pauseMaxCount,
    pauseMaxDays: lecture.pauseMaxDays,
  };
}

const counted = async (query: Promise<{ n: number }[]>) => ((await query)[0]?.n ?? 0) > 0;

/**
 * What keeps a lecture from being deleted (people's records): enrolments, questions, and any
 * learning record on its lessons. The first found names the 409's message; null when none.
 */
export async function lectureDependents(db: Reader, lectureId: number) {
  if (
    await counted(
      db.select({ n: count() }).from(enrolments).where(eq(enrolments.lectureId, lectureId)),
    )
  ) {
    return 'enrolments' as const;
  }
  if (
    await counted(
      db.select({ n: count() }).from(questions).where(eq(questions.lectureId, lectureId)),
    )
  ) {
    return 'questions' as const;
  }
  const lessonIds = db
    .select({ id: details.id })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .where(eq(chapters.lectureId, lectureId));
  for (const table of [submissions, watchProgress, quizAttempts, lessonCompletions]) {
    if (
      await counted(db.select({ n: count() }).from(table).where(inArray(table.detailId, lessonIds)))
    ) {
      return 'learning' as const;
    }
  }
  return null;
}

/** The stored attachment files under some details (removed after their rows are deleted). */
export async function attachmentKeysOf(db: Reader, detailIds: number[]) {
  if (detailIds.length === 0) return [];
  const rows = await db
    .select({ key: attachments.fileKey })
    .from(attachments)
    .innerJoin(contents, eq(contents.id, attachments.contentId))
    .where(inArray(contents.detailId, detailIds));
  return rows.map((row) => row.key);
}

export async function detailIdsOfChapters(db: Reader, chapterIds: number[]) {
  if (chapterIds.length === 0) return [];
  const rows = await db
    .select({ id: details.id })
    .from(details)
    .where(inArray(details.chapterId, chapterIds));
  return rows.map((row) => row.id);
}
