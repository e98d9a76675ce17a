// Lecture management for staff (spec 2.11, 4: content dialog flow, 5, 7.4). A teacher manages
// only their own lectures and everything under them; an admin manages all; a new lecture's
// teacher is the caller (design 3).
import { api } from '@academy/strings/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import {
  AdminLectureResponse,
  ATTACHMENT_MAX_BYTES,
  ChapterCreateRequest,
  ContentCreateRequest,
  CreatedResponse,
  DetailCreateRequest,
  IdParam,
  LECTURE_IMAGE_MAX_BYTES,
  LectureCreateRequest,
  LectureListResponse,
  MAX_ATTACHMENTS,
  type AdminChapter,
  type AdminLecture,
  type DetailContent,
} from '@academy/api-client/contract';
import { validation } from '@academy/strings/validation';
import type { AppEnv, AuthUser } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { attachments, chapters, contents, details, lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { videos } from '../../db/schema/videos.ts';
import { requireStaff } from '../../lib/auth/middleware.ts';
import { changeContent } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { StoredFile } from '../../lib/files.ts';
import { iso, managedChapter, managedDetail, managedLecture } from '../../lib/lecture-access.ts';
import { attachmentsByContent, videoPlayerUrl } from '../../lib/lecture-views.ts';
import { validate } from '../../lib/validate.ts';
import { okJson as json } from '../../lib/openapi.ts';

const staff = requireStaff();
/** Multipart bodies are bounded before they are parsed: the largest the form may send, plus fields. */
const bodyAtMost = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize: maxSize + 256 * 1024,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', message);
    },
  });

/**
 * The new lecture's teacher (spec 3: the signed-in user's id): teacherId may repeat the caller's
 * own id; only an admin names another teacher, who must exist (issue 17).
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

export const adminLectureRoutes = new Hono<AppEnv>()
  .get(
    '/admin/lectures/my-lectures',
    describeRoute({
      tags: ['admin lectures'],
      summary: "The caller's lectures (an admin sees all)",
      responses: json(LectureListResponse, 'lectures'),
    }),
    staff,
    async (c) => {
      const user = c.var.user;
      const query = c.var.deps.database.db
        .select({ lecture: lectures, teacherName: users.name })
        .from(lectures)
        .innerJoin(users, eq(users.id, lectures.teacherId))
        .orderBy(asc(lectures.id))
        .$dynamic();
      const rows = await (user.role === 'ADMIN'
        ? query
        : query.where(eq(lectures.teacherId, user.id)));
      return ok(
        c,
        rows.map(({ lecture, teacherName }) => ({
          lectureId: lecture.id,
          title: lecture.title,
          category: lecture.category,
          price: lecture.price,
          description: lecture.description,
          thumbnailUrl: lecture.thumbnailUrl,
          teacherName,
        })),
        api.lectures.list,
      );
    },
  )
  .post(
    '/admin/lectures',
    describeRoute({
      tags: ['admin lectures'],
      summary:
        'Create a lecture, multipart with its image (the caller is its teacher; teacherId, when sent, must be the caller, or any teacher for an admin: 403 otherwise)',
      responses: json(CreatedResponse, 'the new lecture id'),
    }),
    staff,
    bodyAtMost(LECTURE_IMAGE_MAX_BYTES, validation.lecture.imageTooLarge),
    validate('form', LectureCreateRequest),
    async (c) => {
      const input = c.req.valid('form');
      const { files, database } = c.var.deps;
      const teacherId = await lectureTeacher(database.db, c.var.user, input.teacherId);
      const image = await files.storeImage(input.imageFile, { maxWidth: 1200, maxHeight: 800 });
      try {
        // The shop and the classroom lists show it at once (content cache).
        const [row] = await changeContent(c.var.deps, 'lectures', (tx) =>
          tx
            .insert(lectures)
            .values({
              teacherId,
              title: input.title,
              subtitle: input.subtitle,
              description: input.description,
              thumbnailKey: image.key,
              thumbnailUrl: image.url,
              thumbnailWidth: image.width ?? null,
              thumbnailHeight: image.height ?? null,
              price: input.price,
              period: input.period,
              category: input.category,
              course: input.course,
              target: input.target,
              detailUrl: input.url,
              textbookName: input.textbookName,
            })
            .returning({ id: lectures.id }),
        );
        return ok(c, { id: row!.id }, api.adminLectures.created, 201);
      } catch (error) {
        await files.remove(image.key).catch(() => {});
        throw error;
      }
    },
  )
  .get(
    '/admin/lectures/:id{[0-9]+}',
    describeRoute({
      tags: ['admin lectures'],
      summary: 'A lecture with its chapters, details and contents',
      responses: json(AdminLectureResponse, 'the lecture'),
    }),
    staff,
    validate('param', IdParam),
    async (c) => {
      const { db } = c.var.deps.database;
      const { env } = c.var.deps;
      const lecture = await managedLecture(db, c.var.user, c.req.valid('param').id);
      const [teacher] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, lecture.teacherId));
      const chapterRows = await db
        .select()
        .from(chapters)
        .where(eq(chapters.lectureId, lecture.id))
        .orderBy(asc(chapters.chapterOrder), asc(chapters.id));
      const detailRows = chapterRows.length
        ? await db
            .select({ detail: details, content: contents })
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
            createdAt: iso(detail.createdAt),
            updatedAt: iso(detail.updatedAt),
            content: content
              ? ({
                  contentId: content.id,
                  contents: content.text,
                  videoId: content.videoId,
                  playerUrl: videoPlayerUrl(env, content.videoId),
                  attachmentDescription: content.attachmentDescription,
                  attachments: files.get(content.id) ?? [],
                } satisfies DetailContent)
              : null,
          })),
      }));
      const result: AdminLecture = {
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
        teacherId: lecture.teacherId,
        teacherName: teacher?.name ?? '',
        chapters: chapterViews,
      };
      return ok(c, result, api.lectures.detail);
    },
  )
  .post(
    '/admin/lectures/chapters',
    describeRoute({
      tags: ['admin lectures'],
      summary: 'Add a chapter {lectureId, title, chapterOrder}',
      responses: json(CreatedResponse, 'the new chapter id'),
    }),
    staff,
    validate('json', ChapterCreateRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const input = c.req.valid('json');
      await managedLecture(db, c.var.user, input.lectureId);
      const [row] = await changeContent(c.var.deps, 'lectures', (tx) =>
        tx
          .insert(chapters)
          .values({
            lectureId: input.lectureId,
            title: input.title,
            chapterOrder: input.chapterOrder,
          })
          .returning({ id: chapters.id }),
      );
      return ok(c, { id: row!.id }, api.adminLectures.chapterAdded, 201);
    },
  )
  .post(
    '/admin/lectures/details',
    describeRoute({
      tags: ['admin lectures'],
      summary:
        'Add a detail {lectureChapterId, title, type, detailOrder}; type is VIDEO, LIVE, QUIZ or OTHER in any case',
      responses: json(CreatedResponse, 'the new detail id'),
    }),
    staff,
    validate('json', DetailCreateRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const input = c.req.valid('json');
      await managedChapter(db, c.var.user, input.lectureChapterId);
      const [row] = await changeContent(c.var.deps, 'lectures', (tx) =>
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
      return ok(c, { id: row!.id }, api.adminLectures.detailAdded, 201);
    },
  )
  .post(
    '/admin/lectures/contents',
    describeRoute({
      tags: ['admin lectures'],
      summary:
        'Add the content block of a detail, multipart {lectureDetailId, contents, attachmentFiles (many), attachmentDescription, videoId}',
      responses: json(CreatedResponse, 'the new content id'),
    }),
    staff,
    bodyAtMost(MAX_ATTACHMENTS * ATTACHMENT_MAX_BYTES, validation.content.attachmentTooLarge),
    validate('form', ContentCreateRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const { files, env } = c.var.deps;
      const input = c.req.valid('form');
      const { detail } = await managedDetail(db, c.var.user, input.lectureDetailId);
      const [existing] = await db
        .select({ id: contents.id })
        .from(contents)
        .where(eq(contents.detailId, detail.id));
      if (existing) throw conflict(validation.content.alreadyExists);
      if (input.videoId && env.VIDEO_HOST === 'local') {
        const [video] = await db
          .select({ id: videos.id, ownerId: videos.ownerId })
          .from(videos)
          .where(eq(videos.id, input.videoId));
        if (!video) throw notFound(validation.content.videoNotFound);
        // Only one's own upload (an admin any): another teacher's video is not B's to attach.
        if (c.var.user.role !== 'ADMIN' && video.ownerId !== c.var.user.id) {
          throw forbidden(validation.content.videoNotYours);
        }
      }

      // Files first (they are checked by content); the rows in one transaction; on any failure
      // the stored files are removed again, so nothing is half-written.
      const stored: StoredFile[] = [];
      try {
        for (const file of input.attachmentFiles) stored.push(await files.storeAttachment(file));
        const id = await db.transaction(async (tx) => {
          const [content] = await tx
            .insert(contents)
            .values({
              detailId: detail.id,
              text: input.contents,
              videoId: input.videoId,
              attachmentDescription: input.attachmentDescription,
            })
            .returning({ id: contents.id });
          if (stored.length > 0) {
            await tx.insert(attachments).values(
              stored.map((file, position) => ({
                contentId: content!.id,
                fileKey: file.key,
                name: file.name,
                size: file.size,
                mime: file.mime,
                position,
              })),
            );
          }
          return content!.id;
        });
        return ok(c, { id }, api.adminLectures.contentAdded, 201);
      } catch (error) {
        await Promise.all(stored.map((file) => files.remove(file.key).catch(() => {})));
        if (isUniqueViolation(error)) throw conflict(validation.content.alreadyExists);
        throw error;
      }
    },
  )
  .delete(
    '/admin/lectures/contents/:id{[0-9]+}',
    describeRoute({
      tags: ['admin lectures'],
      summary: 'Delete a content block and its attachments',
      responses: json(CreatedResponse, 'the deleted content id'),
    }),
    staff,
    validate('param', IdParam),
    async (c) => {
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      const [content] = await db.select().from(contents).where(eq(contents.id, id));
      if (!content) throw notFound(validation.content.notFound);
      await managedDetail(db, c.var.user, content.detailId);
      const files = await db
        .select({ key: attachments.fileKey })
        .from(attachments)
        .where(eq(attachments.contentId, id));
      await db.delete(contents).where(eq(contents.id, id));
      await Promise.all(files.map((file) => c.var.deps.files.remove(file.key).catch(() => {})));
      return ok(c, { id }, api.adminLectures.contentDeleted);
    },
  );
