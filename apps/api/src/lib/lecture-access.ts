// Who may touch which lecture (the authorization rule in docs/product/roles.md): a teacher sees and
// changes only their own lectures and everything under them; an admin sees all. Each loader answers
// 404 for an unknown id and 403 LECTURE_FORBIDDEN for another teacher's lecture. Who may learn in a
// lecture is one rule, learningRefusal below (docs/decisions/037).
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as playerStrings from '@academy/strings/player';
import * as validation from '@academy/strings/validation';
import type { Database } from '../db/client.ts';
import { enrolments } from '../db/schema/learning.ts';
import { enrolmentPauses } from '../db/schema/lesson-media.ts';
import { chapters, contents, details, lectures } from '../db/schema/lectures.ts';
import { users } from '../db/schema/users.ts';
import { videos } from '../db/schema/videos.ts';
import type { AuthUser } from '../app-env.ts';
import { forbidden, notFound, type ApiError } from './errors.ts';
import { seoulDay } from './seoul-time.ts';

type Reader = Pick<Database, 'select'>;

/** The lecture's row when `user` may manage it. */
export function assertManages(user: AuthUser, lecture: { teacherId: number }) {
  if (user.role !== 'ADMIN' && lecture.teacherId !== user.id) {
    throw forbidden(validation.lecture.forbidden, 'LECTURE_FORBIDDEN');
  }
}

export async function managedLecture(db: Reader, user: AuthUser, lectureId: number) {
  const [lecture] = await db.select().from(lectures).where(eq(lectures.id, lectureId)).limit(1);
  if (!lecture) throw notFound(validation.lecture.notFound);
  assertManages(user, lecture);
  return lecture;
}

export async function managedChapter(db: Reader, user: AuthUser, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, teacherId: lectures.teacherId })
    .from(chapters)
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!row) throw notFound(validation.detail.chapterNotFound);
  assertManages(user, row);
  return row.chapter;
}

/** A detail with its chapter and lecture, for any signed-in reader (the classroom). */
export async function detailWithLecture(db: Reader, detailId: number) {
  const [row] = await db
    .select({ detail: details, chapter: chapters, lecture: lectures })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .where(eq(details.id, detailId))
    .limit(1);
  if (!row) throw notFound(validation.detail.notFound);
  return row;
}

export async function managedDetail(db: Reader, user: AuthUser, detailId: number) {
  const row = await detailWithLecture(db, detailId);
  assertManages(user, row.lecture);
  return row;
}

/** ISO 8601 with an offset, as every response gives times. */
export const iso = (date: Date) => date.toISOString();

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an access check needs of an enrolment row. */
export type EnrolmentState = { status: 'ACTIVE' | 'ENDED'; startsAt: Date; endsAt: Date | null };

/** An enrolment is open while ACTIVE, begun and not past its end (docs/product/learning.md). */
export function enrolmentOpen(enrolment: EnrolmentState | null | undefined, now = Date.now()) {
  return (
    !!enrolment &&
    enrolment.status === 'ACTIVE' &&
    enrolment.startsAt.getTime() <= now &&
    (enrolment.endsAt === null || enrolment.endsAt.getTime() > now)
  );
}

/** Days left of an enrolment: null without a limit, 0 once ended (a part day counts as a day). */
export function enrolmentDaysLeft(enrolment: EnrolmentState, now = Date.now()): number | null {
  if (!enrolmentOpen(enrolment, now)) return 0;
  if (enrolment.endsAt === null) return null;
  return Math.max(0, Math.ceil((enrolment.endsAt.getTime() - now) / DAY_MS));
}

/** The student's enrolment row in a lecture (any status), or null. */
export async function studentEnrolment(db: Reader, userId: number, lectureId: number) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.lectureId, lectureId)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a student is enrolled in a lecture now (reviews ask; learning routes ask the whole
 * rule, learningRefusal). Enrolments are made by staff (routes/enrolments); nobody is enrolled by
 * visiting.
 */
export async function studentEnrolled(db: Reader, userId: number, lecture: { id: number }) {
  return enrolmentOpen(await studentEnrolment(db, userId, lecture.id));
}

/** The lecture ids a student is enrolled in now. */
export async function enrolledLectureIds(db: Reader, userId: number, now = Date.now()) {
  const rows = await db.select().from(enrolments).where(eq(enrolments.userId, userId));
  return new Set(rows.filter((row) => enrolmentOpen(row, now)).map((row) => row.lectureId));
}

/**
 * Whether a lecture takes new enrolments and requests (docs/product/learning.md: only published
 * ones). The lecture's status column comes with the lecture lifecycle
 * (docs/decisions/018-staff-authoring.md); a lecture without one reads as published.
 */
export function takesEnrolments(lecture: object) {
  const status = (lecture as { status?: unknown }).status;
  return status === undefined || status === null || status === 'PUBLISHED';
}

/**
 * The pause running now on a student's enrolment in a lecture, or null (docs/product/player-controls.md:
 * not ended early and not past its chosen end).
 */
export async function activePauseOf(
  db: Reader,
  userId: number,
  lectureId: number,
  now = new Date(),
) {
  const [row] = await db
    .select({ pause: enrolmentPauses })
    .from(enrolmentPauses)
    .innerJoin(enrolments, eq(enrolments.id, enrolmentPauses.enrolmentId))
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.lectureId, lectureId),
        isNull(enrolmentPauses.endedAt),
        gt(enrolmentPauses.endsAt, now),
      ),
    )
    .orderBy(desc(enrolmentPauses.startsAt))
    .limit(1);
  return row && row.pause.startsAt.getTime() <= now.getTime() ? row.pause : null;
}

/** What the learning rule needs of a lecture. */
export type LearningLecture = { id: number; teacherId: number; status: string };

/**
 * THE learning access rule (docs/decisions/037), asked by every learning read and write (lesson
 * outline and content, progress, watch state and reports, quiz attempts, questions, submissions)
 * and by the lesson chat (mayReadLecture): an admin reads every lecture; a teacher only their own
 * (403 LECTURE_FORBIDDEN otherwise); a student only a lecture that is not a draft (404, as if it
 * did not exist) with an enrolment that is open now (403 NOT_ENROLLED, PERIOD_ENDED) and not
 * paused (403 ENROLMENT_PAUSED). An archived
 * lecture keeps its enrolled students until their enrolments end. Returns the refusal instead of
 * throwing it; `known` is the student's enrolment when the caller read it already.
 */
export async function learningRefusal(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: LearningLecture,
  known?: EnrolmentState | null,
): Promise<ApiError | null> {
  if (user.role === 'ADMIN') return null;
  if (user.role === 'TEACHER') {
    return lecture.teacherId === user.id
      ? null
      : forbidden(validation.lecture.forbidden, 'LECTURE_FORBIDDEN');
  }
  if (lecture.status === 'DRAFT') return notFound(validation.lecture.notFound);
  const enrolment = known === undefined ? await studentEnrolment(db, user.id, lecture.id) : known;
  if (!enrolment) return forbidden(enrolmentStrings.errors.notEnrolled, 'NOT_ENROLLED');
  if (!enrolmentOpen(enrolment)) return forbidden(validation.learning.periodEnded, 'PERIOD_ENDED');
  // 수강 일시정지: the student chose not to learn here until the pause ends (or they resume).
  const pause = await activePauseOf(db, user.id, lecture.id);
  if (pause) {
    return forbidden(
      playerStrings.messages.enrolmentPaused(seoulDay(pause.endsAt)),
      'ENROLMENT_PAUSED',
    );
  }
  return null;
}

/** The learning rule for a read: throws its refusal (see learningRefusal). */
export async function assertLearns(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: LearningLecture,
  known?: EnrolmentState | null,
) {
  const refusal = await learningRefusal(db, user, lecture, known);
  if (refusal) throw refusal;
}

/** Who may read a lecture's lessons and their chat: the learning rule, answered as a boolean. */
export async function mayReadLecture(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: LearningLecture,
) {
  return (await learningRefusal(db, user, lecture)) === null;
}

/**
 * The learning rule for a write that records a student's learning (watching, quiz attempts,
 * questions, submissions): staff who may read the lecture still record nothing (403).
 */
export async function assertMayRecordLearning(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'role'>,
  lecture: LearningLecture,
  known?: EnrolmentState | null,
) {
  await assertLearns(db, user, lecture, known);
  if (user.role !== 'STUDENT') throw forbidden(validation.learning.studentsOnly);
}

/**
 * The viewer a preview's player and stream links name: nobody in particular, a visitor on the
 * public course page (docs/product/learning.md#preview). No user has this id.
 */
export const PREVIEW_VIEWER = 0;

/**
 * A published lecture's preview lesson with its video, named by the lecture (the course page) or
 * by the video (a preview link, checked on every request), or null: the only lesson a visitor
 * plays, so another lesson's video or a lecture withdrawn from sale stops playing.
 */
export async function previewVideoLesson(
  db: Reader,
  which: { lectureId: number } | { videoId: string },
) {
  const [row] = await db
    .select({ detailId: details.id, title: details.title, videoId: contents.videoId })
    .from(details)
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .innerJoin(contents, eq(contents.detailId, details.id))
    .where(
      and(
        'lectureId' in which
          ? eq(lectures.id, which.lectureId)
          : eq(contents.videoId, which.videoId),
        eq(lectures.status, 'PUBLISHED'),
        eq(details.isPreview, true),
        eq(details.type, 'VIDEO'),
      ),
    )
    .limit(1);
  return row?.videoId ? { detailId: row.detailId, title: row.title, videoId: row.videoId } : null;
}

/**
 * Whether a user may play a video now (the local host's player and stream links name their
 * viewer, checked again on every request): an admin always; a teacher their own upload or a video
 * of their own lecture; a student a video of a lecture the learning rule lets them read (an open
 * enrolment outside drafts), so a link stops working when the enrolment ends; the preview
 * viewer, a published lecture's preview video only.
 */
export async function mayWatchVideo(db: Reader, userId: number, videoId: string) {
  if (userId === PREVIEW_VIEWER) return (await previewVideoLesson(db, { videoId })) !== null;
  const [viewer] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!viewer) return false;
  if (viewer.role === 'ADMIN') return true;
  const [video] = await db
    .select({ ownerId: videos.ownerId })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  if (viewer.role === 'TEACHER' && video?.ownerId === viewer.id) return true;
  const using = await db
    .select({ id: lectures.id, teacherId: lectures.teacherId, status: lectures.status })
    .from(contents)
    .innerJoin(details, eq(details.id, contents.detailId))
    .innerJoin(chapters, eq(chapters.id, details.chapterId))
    .innerJoin(lectures, eq(lectures.id, chapters.lectureId))
    .where(eq(contents.videoId, videoId));
  for (const lecture of using) {
    if ((await learningRefusal(db, viewer, lecture)) === null) return true;
  }
  return false;
}
