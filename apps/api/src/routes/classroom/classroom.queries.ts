// The classroom's reads (docs/product/screens.md, docs/product/states.md): a lecture's outline and
// the staff's list (both in the content cache), one reader's progress, a student's submission
// status and a quiz without answers.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  ClassroomDetailContent,
  ClassroomLecture,
  ClassroomTeacher,
  SubmissionStatus,
} from '@academy/api-client/contract';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { preparedFor, type Database } from '../../db/client.ts';
import { enrolments, submissions } from '../../db/schema/learning.ts';
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
import { cachedValue } from '../../lib/content-cache.ts';
import {
  assertLearns,
  enrolmentDaysLeft,
  iso,
  studentEnrolment,
  type LearningLecture,
} from '../../lib/lecture-access.ts';

/** The lessons of a lecture one reader passed, in one prepared query (see readerProgress). */
const progressQuery = preparedFor((db) => {
  const lectureId = sql.placeholder('lectureId');
  // Written out with aliases: inside sql`` drizzle leaves columns unqualified ("id" would be
  // ambiguous).
  // docs/product/learning.md: completed lessons are the recorded ones (watched, quiz passed) and
  // the passed assignments (lib/completion.ts reads the same two sources).
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
 * student, the days left of their enrolment (docs/product/learning.md: null means no limit). Who
 * may read it is the learning rule (lib/lecture-access.ts, learningRefusal).
 */
export async function readerProgress(db: Database, user: AuthUser, lecture: LearningLecture) {
  const [[row], enrolment] = await Promise.all([
    progressQuery(db).execute({ userId: user.id, lectureId: lecture.id }),
    user.role === 'STUDENT' ? studentEnrolment(db, user.id, lecture.id) : null,
  ]);
  await assertLearns(db, user, lecture, enrolment);
  return {
    passed: new Set(row?.passed ?? []),
    expireDaysLeft: enrolment ? enrolmentDaysLeft(enrolment) : null,
  };
}

/**
 * A lesson as the viewer opens it: the lesson, its lecture (who may read it), its content and the
 * reader's enrolment in the lecture, in one prepared statement (every student opening a lesson
 * asks).
 */
const openedLessonQuery = preparedFor((db) =>
  db
    .select({
      detail: {
        id: details.id,
        type: details.type,
        title: details.title,
        liveStartsAt: details.liveStartsAt,
        liveMinutes: details.liveMinutes,
        liveUrl: details.liveUrl,
      },
      lecture: {
        id: lectures.id,
        status: lectures.status,
        teacherId: lectures.teacherId,
        thumbnailUrl: lectures.thumbnailUrl,
        watermark: lectures.watermark,
      },
      content: {
        id: contents.id,
        text: contents.text,
        videoId: contents.videoId,
        attachmentDescription: contents.attachmentDescription,
      },
      enrolment: {
        status: enrolments.status,
        startsAt: enrolments.startsAt,
        endsAt: enrolments.endsAt,
      },
    })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .leftJoin(contents, eq(contents.detailId, details.id))
    .leftJoin(
      enrolments,
      and(eq(enrolments.lectureId, lectures.id), eq(enrolments.userId, sql.placeholder('userId'))),
    )
    .where(eq(details.id, sql.placeholder('detailId')))
    .limit(1)
    .prepare('classroom_opened_lesson'),
);

/** A lesson the reader opens (null: no such lesson). */
export async function openedLesson(db: Database, userId: number, detailId: number) {
  const [row] = await openedLessonQuery(db).execute({ userId, detailId });
  return row ?? null;
}

type ChapterView = ClassroomLecture['chapters'][number];
/** A chapter before the reader's progress is added. */
type OutlineChapter = Omit<ChapterView, 'details'> & {
  details: Omit<ChapterView['details'][number], 'isCompleted'>[];
};

/** A lecture's outline as every reader sees it (null: no such lecture), kept in the content cache. */
export function lectureOutline(deps: AppServices, lectureId: number) {
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
export function classroomList(deps: AppServices) {
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
      // A draft is the staff's until it is published (docs/decisions/018-staff-authoring.md)
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

/** Prepared: every lesson the viewer opens shows it (the assignment tab). */
const latestSubmissionQuery = preparedFor((db) =>
  db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, sql.placeholder('userId')),
        eq(submissions.detailId, sql.placeholder('detailId')),
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(1)
    .prepare('classroom_latest_submission'),
);

/**
 * The student's latest attempt at a detail, as the assignment tab shows it
 * (docs/product/states.md).
 */
export async function submissionStatus(
  db: Database,
  userId: number,
  detailId: number,
): Promise<SubmissionStatus> {
  const [latest] = await latestSubmissionQuery(db).execute({ userId, detailId });
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
    // Until its review the student may replace the link; after a feedback that does not pass,
    // submit a new one; after a pass, nothing (docs/product/learning.md).
    canResubmit: !latest.isCompleted,
  };
}

/** A quiz lesson's questions and options; whether an option is correct stays on the server. */
export async function studentQuiz(
  db: Database,
  detailId: number,
): Promise<ClassroomDetailContent['quizzes']> {
  const rows = await db
    .select({ quiz: quizzes, option: quizOptions })
    .from(quizzes)
    .leftJoin(quizOptions, eq(quizOptions.quizId, quizzes.id))
    .where(eq(quizzes.detailId, detailId))
    .orderBy(asc(quizzes.position), asc(quizzes.id), asc(quizOptions.position));
  const list: ClassroomDetailContent['quizzes'] = [];
  for (const { quiz, option } of rows) {
    let entry = list.at(-1);
    if (entry?.quizId !== quiz.id) {
      entry = { quizId: quiz.id, question: quiz.question, options: [] };
      list.push(entry);
    }
    if (option) entry.options.push({ optionId: option.id, optionText: option.optionText });
  }
  return list;
}
