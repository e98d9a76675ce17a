// The classroom (spec 2.7, 7.2): lectures grouped by teacher, a lecture's outline with days left
// and progress, a detail's content, and the student's assignment link. Any signed-in user reads
// the classroom (staff see every lecture); only students submit links and ask questions.
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ClassroomDetailContentResponse,
  ClassroomLectureResponse,
  ClassroomListResponse,
  DetailContentRequest,
  IdParam,
  QuestionResponse,
  QuestionWriteRequest,
  SubmissionStatusQuery,
  SubmissionStatusResponse,
  SubmitLinkRequest,
  type ClassroomDetailContent,
  type ClassroomLecture,
  type ClassroomTeacher,
  type SubmissionStatus,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import { validation } from '@academy/strings/validation';
import type { AppEnv, AppServices, AuthUser } from '../../app-env.ts';
import { preparedFor, type Database } from '../../db/client.ts';
import { questions, submissions } from '../../db/schema/learning.ts';
import {
  chapters,
  contents,
  details,
  lectures,
  quizOptions,
  quizzes,
} from '../../db/schema/lectures.ts';
import { lessonCompletions } from '../../db/schema/progress.ts';
import { users } from '../../db/schema/users.ts';
import { requireAuth, requireRole } from '../../lib/auth/middleware.ts';
import { progressRate } from '../../lib/completion.ts';
import { cachedJson, cachedValue, okBody } from '../../lib/content-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import {
  assertStudentReads,
  assertVisible,
  detailWithLecture,
  enrolledLectureIds,
  enrolmentDaysLeft,
  iso,
  studentEnrolment,
} from '../../lib/lecture-access.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import {
  notify,
  questionAsked,
  submissionArrived,
} from '../notifications/notifications.handlers.ts';
import { attachmentsOf, videoPlayerUrl } from '../../lib/lecture-views.ts';
import { validate } from '../../lib/validate.ts';
import { publicQuestion, questionView } from '../questions/question-view.ts';
import { okJson as json } from '../../lib/openapi.ts';

const messages = validation.assignment;

/** The lessons of a lecture one reader passed, in one prepared query (see readerProgress). */
const progressQuery = preparedFor((db) => {
  const lectureId = sql.placeholder('lectureId');
  // Written out with aliases: inside sql`` drizzle leaves columns unqualified ("id" would be
  // ambiguous).
  // design 3: completed lessons are the recorded ones (watched, quiz passed) and the passed
  // assignments (lib/completion.ts reads the same two sources).
  const passed = sql<number[]>`array(select s.detail_id from ${submissions} s
    join ${details} d on d.id = s.detail_id join ${chapters} ch on ch.id = d.chapter_id
    where s.user_id = "users"."id" and s.is_completed and ch.lecture_id = ${lectureId}
    union select lc.detail_id from ${lessonCompletions} lc
    join ${details} d on d.id = lc.detail_id join ${chapters} ch on ch.id = d.chapter_id
    where lc.user_id = "users"."id" and ch.lecture_id = ${lectureId})`;
  return db
    .select({ passed })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('reader_progress');
});

/**
 * What an outline adds for one reader: the details of the lecture they passed and, for a
 * student, the days left of their enrolment (design 3: null means no limit). A student reads
 * only a lecture they are enrolled in now (403 otherwise); staff read every lecture.
 */
async function readerProgress(db: Database, user: AuthUser, lecture: { id: number }) {
  const [[row], enrolment] = await Promise.all([
    progressQuery(db).execute({ userId: user.id, lectureId: lecture.id }),
    user.role === 'STUDENT' ? studentEnrolment(db, user.id, lecture.id) : null,
  ]);
  await assertStudentReads(db, user, lecture, enrolment);
  return {
    passed: new Set(row?.passed ?? []),
    expireDaysLeft: enrolment ? enrolmentDaysLeft(enrolment) : null,
  };
}

type ChapterView = ClassroomLecture['chapters'][number];
/** A chapter before the reader's progress is added. */
type OutlineChapter = Omit<ChapterView, 'details'> & {
  details: Omit<ChapterView['details'][number], 'isCompleted'>[];
};

/** A lecture's outline as every reader sees it (null: no such lecture), kept in the content cache. */
function lectureOutline(deps: AppServices, lectureId: number) {
  return cachedValue(deps, 'lectures', `outline:${lectureId}`, async () => {
    const { db } = deps.database;
    const [lecture] = await db
      .select({
        id: lectures.id,
        title: lectures.title,
        period: lectures.period,
        status: lectures.status,
        teacherId: lectures.teacherId,
        teacherName: users.name,
      })
      .from(lectures)
      .innerJoin(users, eq(users.id, lectures.teacherId))
      .where(eq(lectures.id, lectureId));
    if (!lecture) return null;
    const rows = await db
      .select({ chapter: chapters, detail: details })
      .from(chapters)
      .leftJoin(details, eq(details.chapterId, chapters.id))
      .where(eq(chapters.lectureId, lectureId))
      .orderBy(
        asc(chapters.chapterOrder),
        asc(chapters.id),
        asc(details.detailOrder),
        asc(details.id),
      );
    const outline: OutlineChapter[] = [];
    for (const { chapter, detail } of rows) {
      let entry = outline.at(-1);
      if (entry?.chapterId !== chapter.id) {
        entry = { chapterId: chapter.id, chapterTitle: chapter.title, details: [] };
        outline.push(entry);
      }
      if (detail)
        entry.details.push({ detailId: detail.id, detailTitle: detail.title, type: detail.type });
    }
    return { lecture, chapters: outline };
  });
}

/** Every lecture grouped by teacher, as staff see the classroom, kept in the content cache. */
function classroomList(deps: AppServices) {
  return cachedValue(deps, 'lectures', 'classroom-list', async () => {
    const rows = await deps.database.db
      .select({
        teacherId: users.id,
        teacherName: users.name,
        lectureId: lectures.id,
        lectureTitle: lectures.title,
      })
      .from(lectures)
      .innerJoin(users, eq(users.id, lectures.teacherId))
      // issue 20: a draft is the staff's until it is published
      .where(ne(lectures.status, 'DRAFT'))
      .orderBy(asc(users.name), asc(users.id), asc(lectures.id));
    const teachers: ClassroomTeacher[] = [];
    for (const row of rows) {
      let teacher = teachers.at(-1);
      if (teacher?.teacherId !== row.teacherId) {
        teacher = { teacherId: row.teacherId, teacherName: row.teacherName, lectures: [] };
        teachers.push(teacher);
      }
      teacher.lectures.push({ lectureId: row.lectureId, lectureTitle: row.lectureTitle });
    }
    return teachers;
  });
}

/** The student's latest attempt at a detail, as the assignment tab shows it (spec 4). */
async function submissionStatus(
  db: Database,
  userId: number,
  detailId: number,
): Promise<SubmissionStatus> {
  const [latest] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.detailId, detailId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(1);
  if (!latest) {
    return {
      hasSubmission: false,
      submissionId: null,
      reviewUrl: null,
      submittedAt: null,
      hasFeedback: false,
      feedback: null,
      isCompleted: false,
      canResubmit: true,
    };
  }
  const hasFeedback = latest.feedbackAt !== null;
  return {
    hasSubmission: true,
    submissionId: latest.id,
    reviewUrl: latest.reviewUrl,
    submittedAt: iso(latest.submittedAt),
    hasFeedback,
    feedback: latest.feedback,
    isCompleted: latest.isCompleted,
    // design 3: after a feedback that does not pass, the student may submit a new link.
    canResubmit: hasFeedback && !latest.isCompleted,
  };
}

export const classroomRoutes = new Hono<AppEnv>()
  .get(
    '/lectures/list',
    describeRoute({
      tags: ['classroom'],
      summary: 'Lectures grouped by teacher (spec 2.7)',
      responses: json(ClassroomListResponse, 'teachers with their lectures'),
    }),
    requireAuth(),
    async (c) => {
      const deps = c.get('deps');
      // Staff read every lecture; a student the ones they are enrolled in now (issue 20).
      if (c.var.user.role !== 'STUDENT') {
        return cachedJson(
          c,
          'lectures',
          'classroom-list',
          async () => okBody(await classroomList(deps), api.lectures.list),
          'private',
        );
      }
      const [all, mine] = await Promise.all([
        classroomList(deps),
        enrolledLectureIds(deps.database.db, c.var.user.id),
      ]);
      const teachers = all
        .map((teacher) => ({
          ...teacher,
          lectures: teacher.lectures.filter((lecture) => mine.has(lecture.lectureId)),
        }))
        .filter((teacher) => teacher.lectures.length > 0);
      c.header('Cache-Control', 'private, no-cache');
      return ok(c, teachers, api.lectures.list);
    },
  )
  .get(
    '/lectures/:id{[0-9]+}',
    describeRoute({
      tags: ['classroom'],
      summary: "A lecture's outline with days left and progress (spec 2.7, 3)",
      responses: json(ClassroomLectureResponse, 'the lecture outline'),
    }),
    requireAuth(),
    validate('param', IdParam),
    async (c) => {
      const deps = c.get('deps');
      const { id } = c.req.valid('param');
      const outline = await lectureOutline(deps, id);
      if (!outline) throw notFound(validation.lecture.notFound);
      assertVisible(c.get('user'), outline.lecture);
      const { passed, expireDaysLeft } = await readerProgress(
        deps.database.db,
        c.get('user'),
        outline.lecture,
      );
      const result: ClassroomLecture = {
        lectureId: outline.lecture.id,
        lectureTitle: outline.lecture.title,
        teacherName: outline.lecture.teacherName,
        expireDaysLeft,
        progressRate: 0,
        chapters: outline.chapters.map((chapter) => ({
          ...chapter,
          details: chapter.details.map((detail) => ({
            ...detail,
            isCompleted: passed.has(detail.detailId),
          })),
        })),
      };
      // design 3: progress = completed lessons / all lessons of the lecture, a whole percent.
      const all = result.chapters.flatMap((chapter) => chapter.details);
      result.progressRate = progressRate(all.filter((d) => d.isCompleted).length, all.length);
      return ok(c, result, api.lectures.detail);
    },
  )
  .post(
    '/lectures/detail',
    describeRoute({
      tags: ['classroom'],
      summary: "A detail's content for the lesson viewer (spec 2.7, 3)",
      responses: json(ClassroomDetailContentResponse, 'the detail content'),
    }),
    requireAuth(),
    validate('json', DetailContentRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const { env } = c.var.deps;
      const { lectureDetailId } = c.req.valid('json');
      const { detail, lecture } = await detailWithLecture(db, lectureDetailId);
      assertVisible(c.var.user, lecture);
      await assertStudentReads(db, c.var.user, lecture);
      const [content] = await db.select().from(contents).where(eq(contents.detailId, detail.id));
      const status = await submissionStatus(db, c.var.user.id, detail.id);

      let quizList: ClassroomDetailContent['quizzes'] = [];
      if (detail.type === 'QUIZ') {
        const rows = await db
          .select({ quiz: quizzes, option: quizOptions })
          .from(quizzes)
          .leftJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
          .where(eq(quizzes.detailId, detail.id))
          .orderBy(asc(quizzes.position), asc(quizzes.id), asc(quizOptions.position));
        for (const { quiz, option } of rows) {
          let entry = quizList.at(-1);
          if (entry?.quizId !== quiz.id) {
            entry = { quizId: quiz.id, question: quiz.question, options: [] };
            quizList = [...quizList, entry];
          }
          // Whether an option is correct stays on the server until quizzes are graded.
          if (option) entry.options.push({ optionId: option.id, optionText: option.optionText });
        }
      }

      const videoId = content?.videoId ?? null;
      const video: ClassroomDetailContent['video'] =
        detail.type === 'VIDEO' || detail.type === 'LIVE'
          ? {
              externalVideoId: videoId,
              platform: env.VIDEO_HOST,
              title: detail.title,
              isLive: detail.type === 'LIVE',
              liveStatus:
                detail.type === 'LIVE' ? (detail.liveStatus ?? api.lectures.liveScheduled) : null,
              thumbnailUrl: lecture.thumbnailUrl,
              playerUrl: videoPlayerUrl(env, videoId),
            }
          : null;

      const result: ClassroomDetailContent = {
        detailId: detail.id,
        lectureId: lecture.id,
        type: detail.type,
        title: detail.title,
        contents: content?.text ?? null,
        reviewUrl: status.reviewUrl,
        teacherFeedback: status.feedback,
        video,
        quizzes: quizList,
        attachmentDescription: content?.attachmentDescription ?? null,
        attachments: content ? await attachmentsOf(db, env, content.id) : [],
      };
      return ok(c, result, api.lectures.content);
    },
  )
  .post(
    '/lectures/submit-link',
    describeRoute({
      tags: ['classroom'],
      summary: 'Submit an assignment link for a detail (spec 5, 7.2)',
      responses: json(SubmissionStatusResponse, 'the new submission status'),
    }),
    requireRole('STUDENT'),
    validate('json', SubmitLinkRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const { lectureDetailId, reviewUrl } = c.req.valid('json');
      const { detail, lecture } = await detailWithLecture(db, lectureDetailId);
      assertVisible(c.var.user, lecture);
      if (detail.type === 'QUIZ') throw badRequest(messages.quizTakesNoLink);
      const userId = c.var.user.id;
      const mine = and(eq(submissions.userId, userId), eq(submissions.detailId, detail.id));
      const [pending] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(mine, isNull(submissions.feedbackAt)));
      if (pending) throw conflict(messages.pending);
      const [passed] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(mine, isNotNull(submissions.feedbackAt), eq(submissions.isCompleted, true)));
      if (passed) throw conflict(messages.alreadyPassed);
      try {
        // The lecture's teacher is told in the same transaction (issue 22).
        await liveTransaction(c.var.deps, async (tx, emit) => {
          const [created] = await tx
            .insert(submissions)
            .values({ userId, detailId: detail.id, reviewUrl })
            .returning({ id: submissions.id });
          await notify(tx, emit, [
            submissionArrived({
              id: created!.id,
              teacherId: lecture.teacherId,
              lessonTitle: detail.title,
            }),
          ]);
        });
      } catch (error) {
        // Two submits at once: the partial unique index lets one through (design 3).
        if (isUniqueViolation(error)) throw conflict(messages.pending);
        throw error;
      }
      return ok(c, await submissionStatus(db, userId, detail.id), api.classroom.submitted, 201);
    },
  )
  .get(
    '/lectures/submission',
    describeRoute({
      tags: ['classroom'],
      summary: "The student's submission status for a detail (spec 4: assignment tab)",
      responses: json(SubmissionStatusResponse, 'the submission status'),
    }),
    requireAuth(),
    validate('query', SubmissionStatusQuery),
    async (c) => {
      const { db } = c.var.deps.database;
      const { lectureDetailId } = c.req.valid('query');
      const { detail } = await detailWithLecture(db, lectureDetailId);
      return ok(
        c,
        await submissionStatus(db, c.var.user.id, detail.id),
        api.classroom.submissionStatus,
      );
    },
  )
  .post(
    '/lectures/:id{[0-9]+}/questions',
    describeRoute({
      tags: ['questions'],
      summary: 'Ask a question about a lecture (spec 7.2)',
      responses: json(QuestionResponse, 'the new question'),
    }),
    requireRole('STUDENT'),
    validate('param', IdParam),
    validate('json', QuestionWriteRequest),
    async (c) => {
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      const { title, content } = c.req.valid('json');
      const [lecture] = await db
        .select({ id: lectures.id, title: lectures.title, teacherId: lectures.teacherId })
        .from(lectures)
        .where(eq(lectures.id, id));
      if (!lecture) throw notFound(validation.lecture.notFound);
      // The lecture's teacher is told in the same transaction (issue 22).
      const created = await liveTransaction(c.var.deps, async (tx, emit) => {
        const [row] = await tx
          .insert(questions)
          .values({ userId: c.var.user.id, lectureId: id, title, content })
          .returning({ id: questions.id });
        await notify(tx, emit, [
          questionAsked({ id: row!.id, teacherId: lecture.teacherId, lectureTitle: lecture.title }),
        ]);
        return row;
      });
      const view = await questionView(db, created!.id);
      if (!view) throw new ApiError(500, 'INTERNAL_ERROR', api.classroom.questionNotSaved);
      // the public view, like every question route (no ownerId or teacherId)
      return ok(c, publicQuestion(view), api.questions.created, 201);
    },
  );
