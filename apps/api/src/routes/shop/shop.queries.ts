// Reads of the public course page (docs/product/screens.md: a lecture's course page): a published
// lecture with its teacher and outline. A visitor reads titles, types and lengths only; a lesson's
// content, video and attachments stay behind the learning rule, except the preview's video
// (docs/product/learning.md#preview; previewVideoLesson in lib/lecture-access.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Course } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';

type Reader = Pick<Database, 'select'>;

/** The published lecture's page, or null (a draft or archived lecture is not offered). */
export async function publishedCourse(db: Reader, lectureId: number): Promise<Course | null> {
  const [row] = await db
    .select({ lecture: lectures, teacher: users })
    .from(lectures)
    .innerJoin(users, eq(users.id, lectures.teacherId))
    .where(and(eq(lectures.id, lectureId), eq(lectures.status, 'PUBLISHED')))
    .limit(1);
  if (!row) return null;
  const { lecture, teacher } = row;
  const chapterRows = await db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.lectureId, lectureId))
    .orderBy(asc(chapters.chapterOrder), asc(chapters.id));
  const lessonRows = chapterRows.length
    ? await db
        .select({
          id: details.id,
          chapterId: details.chapterId,
          title: details.title,
          type: details.type,
          isPreview: details.isPreview,
          durationSeconds: contents.videoDuration,
        })
        .from(details)
        .leftJoin(contents, eq(contents.detailId, details.id))
        .where(
          inArray(
            details.chapterId,
            chapterRows.map((chapter) => chapter.id),
          ),
        )
        .orderBy(asc(details.detailOrder), asc(details.id))
    : [];
  return {
    lectureId: lecture.id,
    title: lecture.title,
    subtitle: lecture.subtitle,
    description: lecture.description,
    thumbnailUrl: lecture.thumbnailUrl,
    teacherName: teacher.name,
    teacherImage: teacher.image,
    teacherIntroduction: teacher.introduction,
    teacherSubjects: teacher.teachingSubjects,
    price: lecture.price,
    period: lecture.period,
    textbookName: lecture.textbookName,
    category: lecture.category,
    course: lecture.course,
    target: lecture.target,
    chapters: chapterRows.map((chapter) => ({
      chapterId: chapter.id,
      title: chapter.title,
      lessons: lessonRows
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          detailId: lesson.id,
          title: lesson.title,
          type: lesson.type,
          durationSeconds: lesson.durationSeconds ?? null,
          isPreview: lesson.isPreview,
        })),
    })),
  };
}
