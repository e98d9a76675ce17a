// What the classroom does (docs/product/screens.md, docs/product/api.md): a student's lectures, a
// lecture's outline with the reader's progress, a lesson's content, an assignment link and a
// question, each change in one transaction that also tells the lecture's teacher
// (docs/decisions/016-live-channel.md).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  livePhase,
  type ClassroomDetailContent,
  type ClassroomLecture,
  type ClassroomTeacher,
  type LiveSchedule,
  type SubmissionStatus,
} from '@academy/api-client/contract';
import { api } from '@academy/strings/api';
import * as validation from '@academy/strings/validation';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { submissions } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users.ts';
import { maskEmail } from '../../lib/masking.ts';
import { captionsOf } from '../captions/captions.handlers.ts';
import { progressRate } from '../../lib/completion.ts';
import { keepProgress } from '../../lib/enrolment-progress.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  assertLearns,
  assertMayRecordLearning,
  detailWithLecture,
  enrolledLectureIds,
  enrolmentOpen,
} from '../../lib/lecture-access.ts';
import { attachmentsOf, liveSchedule, videoPlayerUrl } from '../../lib/lecture-views.ts';
import { liveTransaction } from '../../lib/live/hub.ts';
import { notify, submissionArrived } from '../notifications/notifications.handlers.ts';
import { recordLessonOpen } from '../watch/watch.queries.ts';
import {
  classroomList,
  lectureOutline,
  openedLesson,
  readerProgress,
  studentQuiz,
  submissionStatus,
} from './classroom.queries.ts';

const messages = validation.assignment;

/** A LIVE lesson's liveStatus, in the classroom's words, as it stands now (livePhase). */
function liveStatusOf(live: LiveSchedule | null) {
  if (!live) return api.lectures.liveScheduled;
  const { phase } = livePhase(live, Date.now());
  if (phase === 'ON_AIR') return api.lectures.liveOnAir;
  return phase === 'ENDED' ? api.lectures.liveEnded : api.lectures.liveScheduled;
}

/**
 * A teacher's classroom: their own lectures only, as the learning rule lets them read
 * (lib/lecture-access.ts, learningRefusal); an admin's is every lecture.
 */
export async function teacherClassroom(deps: AppServices, user: AuthUser) {
  return (await classroomList(deps)).filter((teacher) => teacher.teacherId === user.id);
}

/**
 * A student's classroom: the lectures they are enrolled in now, grouped by teacher
 * (docs/product/learning.md).
 */
export async function studentClassroom(
  deps: AppServices,
  user: AuthUser,
): Promise<ClassroomTeacher[]> {
  const [all, mine] = await Promise.all([
    classroomList(deps),
    enrolledLectureIds(deps.database.db, user.id),
  ]);
  return all
    .map((teacher) => ({
      ...teacher,
      lectures: teacher.lectures.filter((lecture) => mine.has(lecture.lectureId)),
    }))
    .filter((teacher) => teacher.lectures.length > 0);
}

/** A lecture's outline with the reader's completed lessons, days left and progress. */
export async function lectureForReader(
  deps: AppServices,
  user: AuthUser,
  id: number,
): Promise<ClassroomLecture> {
  const outline = await lectureOutline(deps, id);
  if (!outline) throw notFound(validation.lecture.notFound);
  const { passed, expireDaysLeft } = await readerProgress(deps.database.db, user, outline.lecture);
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
  // Progress = completed lessons / all lessons of the lecture, a whole percent
  // (docs/product/learning.md).
  const all = result.chapters.flatMap((chapter) => chapter.details);
  result.progressRate = progressRate(all.filter((d) => d.isCompleted).length, all.length);
  return result;
}

/** A lesson's content for the viewer: text, video, quiz (without answers), attachments. */
export async function detailContent(
  deps: AppServices,
  user: AuthUser,
  lectureDetailId: number,
): Promise<ClassroomDetailContent> {
  const { db } = deps.database;
  const { env } = deps;
  const found = await openedLesson(db, user.id, lectureDetailId);
  if (!found) throw notFound(validation.detail.notFound);
  const { detail, lecture, content } = found;
  await assertLearns(db, user, lecture, found.enrolment);
  const watched = detail.type === 'VIDEO' || detail.type === 'LIVE';
  const [status, attachments, quiz, captions, mark] = await Promise.all([
    submissionStatus(db, user.id, detail.id),
    content ? attachmentsOf(db, env, content.id) : [],
    detail.type === 'QUIZ' ? studentQuiz(db, detail.id) : [],
    watched ? captionsOf(db, detail.id) : [],
    watched && lecture.watermark ? watermarkOf(db, user.id) : null,
    // A student opening a video starts the clock that bounds their watch reports.
    watched && user.role === 'STUDENT' ? recordLessonOpen(db, user.id, detail.id) : null,
  ]);
  const videoId = content?.videoId ?? null;
  // The join link: staff of the lecture, or a student whose enrolment is open (the learning rule
  // above already refused anyone else; checked again here so no other path hands it out).
  const live = liveSchedule(detail, user.role !== 'STUDENT' || enrolmentOpen(found.enrolment));
  const video: ClassroomDetailContent['video'] =
    detail.type === 'VIDEO' || detail.type === 'LIVE'
      ? {
          externalVideoId: videoId,
          platform: env.VIDEO_HOST,
          title: detail.title,
          isLive: detail.type === 'LIVE',
          liveStatus: detail.type === 'LIVE' ? liveStatusOf(live) : null,
          thumbnailUrl: lecture.thumbnailUrl,
          // A student plays the local host's videos only through a playback session (its token,
          // the simultaneous-playback limit: routes/playback); staff keep the signed link.
          playerUrl:
            user.role === 'STUDENT' && env.VIDEO_HOST === 'local'
              ? null
              : videoPlayerUrl(env, videoId, user.id),
        }
      : null;
  return {
    detailId: detail.id,
    lectureId: lecture.id,
    type: detail.type,
    title: detail.title,
    contents: content?.text ?? null,
    reviewUrl: status.reviewUrl,
    teacherFeedback: status.feedback,
    video,
    live,
    quizzes: quiz,
    attachmentDescription: content?.attachmentDescription ?? null,
    attachments,
    captions,
    watermark: mark,
  };
}

/**
 * What the watermark over a lesson's video names (docs/product/player-controls.md): the viewer's
 * name, masked email and id, enough to trace a recording, not enough to expose the email.
 */
async function watermarkOf(db: Parameters<typeof captionsOf>[0], userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { text: `${row?.name ?? ''} · ${row ? maskEmail(row.email) : ''} · #${userId}` };
}

/**
 * One pending link at a time (a new link replaces it until it is reviewed), none after a pass; a
 * quiz takes no link (docs/product/validation.md, docs/product/api.md).
 */
export async function submitLink(
  deps: AppServices,
  user: AuthUser,
  { lectureDetailId, reviewUrl }: { lectureDetailId: number; reviewUrl: string },
): Promise<SubmissionStatus> {
  const { db } = deps.database;
  const { detail, lecture } = await detailWithLecture(db, lectureDetailId);
  await assertMayRecordLearning(db, user, lecture);
  if (detail.type === 'QUIZ') throw badRequest(messages.quizTakesNoLink);
  const userId = user.id;
  const mine = and(eq(submissions.userId, userId), eq(submissions.detailId, detail.id));
  const [pending] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(mine, isNull(submissions.feedbackAt)));
  if (pending) {
    // Until it is reviewed the waiting submission takes the new link (the latest is the one
    // reviewed); once reviewed it is final (docs/product/learning.md).
    const replaced = await db
      .update(submissions)
      .set({ reviewUrl, submittedAt: new Date() })
      .where(and(eq(submissions.id, pending.id), isNull(submissions.feedbackAt)))
      .returning({ id: submissions.id });
    if (replaced.length === 0) throw conflict(validation.resubmit.reviewed);
    await keepProgress(db, { userId, lectureId: lecture.id });
    return submissionStatus(db, userId, detail.id);
  }
  const [passed] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(mine, isNotNull(submissions.feedbackAt), eq(submissions.isCompleted, true)));
  if (passed) throw conflict(messages.alreadyPassed);
  try {
    // The lecture's teacher is told in the same transaction (docs/decisions/016-live-channel.md).
    await liveTransaction(deps, async (tx, emit) => {
      const [created] = await tx
        .insert(submissions)
        .values({ userId, detailId: detail.id, reviewUrl })
        .returning({ id: submissions.id });
      // a submission is activity in the lecture (docs/decisions/048)
      await keepProgress(tx, { userId, lectureId: lecture.id });
      await notify(tx, emit, [
        submissionArrived({
          id: created!.id,
          teacherId: lecture.teacherId,
          lessonTitle: detail.title,
        }),
      ]);
    });
  } catch (error) {
    // Two submits at once: the partial unique index lets one through (docs/product/api.md).
    if (isUniqueViolation(error)) throw conflict(messages.pending);
    throw error;
  }
  return submissionStatus(db, userId, detail.id);
}

/** The student's latest submission for a lesson: the learning rule, then the row. */
export async function mySubmission(
  deps: AppServices,
  user: AuthUser,
  lectureDetailId: number,
): Promise<SubmissionStatus> {
  const { db } = deps.database;
  const { detail, lecture } = await detailWithLecture(db, lectureDetailId);
  await assertLearns(db, user, lecture);
  return submissionStatus(db, user.id, detail.id);
}
