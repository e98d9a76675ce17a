// The classroom, a signed-in user's side of lectures (docs/product/screens.md, docs/product/api.md:
// classroom entities, docs/product/states.md, docs/product/validation.md): the lecture list by
// teacher, a lecture's outline with progress, a detail's content, and the student's assignment
// link.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdField, IdString, IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { Attachment, DETAIL_TYPES } from './lectures.ts';
import { CaptionTrack } from './lesson-media.ts';
import { LiveSchedule } from './live-lessons.ts';

/** Classroom list entry (per teacher) (docs/product/api.md). GET /api/lectures/list */
export const ClassroomTeacher = v.object({
  teacherId: v.number(),
  teacherName: v.string(),
  lectures: v.array(v.object({ lectureId: v.number(), lectureTitle: v.string() })),
});
export type ClassroomTeacher = v.InferOutput<typeof ClassroomTeacher>;
export const ClassroomListResponse = envelope(v.array(ClassroomTeacher));

export const OutlineDetail = v.object({
  detailId: v.number(),
  detailTitle: v.string(),
  type: v.picklist(DETAIL_TYPES),
  isCompleted: v.boolean(),
});
export type OutlineDetail = v.InferOutput<typeof OutlineDetail>;

/**
 * Classroom lecture detail (docs/product/api.md). GET /api/lectures/{id}. expireDaysLeft is null
 * when the lecture has no period (docs/product/learning.md: the classroom shows 무제한); progressRate
 * is a whole percent.
 */
export const ClassroomLecture = v.object({
  lectureId: v.number(),
  lectureTitle: v.string(),
  teacherName: v.string(),
  expireDaysLeft: v.nullable(v.number()),
  progressRate: v.number(),
  chapters: v.array(
    v.object({
      chapterId: v.number(),
      chapterTitle: v.string(),
      details: v.array(OutlineDetail),
    }),
  ),
});
export type ClassroomLecture = v.InferOutput<typeof ClassroomLecture>;
export const ClassroomLectureResponse = envelope(ClassroomLecture);

/** A lecture detail's id in a body; missing gives the spec's '강의 디테일 정보가 없습니다.'. */
const LectureDetailId = IdField(validation.assignment.detailRequired);

/** POST /api/lectures/detail {lectureDetailId, type} (docs/product/api.md). */
export const DetailContentRequest = v.strictObject(
  {
    lectureDetailId: LectureDetailId,
    // The client's idea of the type; the server answers with the stored one.
    type: v.optional(v.string()),
  },
  strictMessage,
);
export type DetailContentRequest = v.InferOutput<typeof DetailContentRequest>;

/**
 * Video {externalVideoId, platform, title, isLive, liveStatus, thumbnailUrl} (docs/product/api.md).
 * A LIVE detail
 * without a recording has no video id and no player, only its live status. */
export const DetailVideo = v.object({
  externalVideoId: v.nullable(v.string()),
  /** 'local' (the API's own host) or 'vimeo' */
  platform: v.string(),
  title: v.string(),
  isLive: v.boolean(),
  liveStatus: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  /** the embeddable player (a signed, expiring URL for the local host) */
  playerUrl: v.nullable(v.string()),
});

export const Quiz = v.object({
  quizId: v.number(),
  question: v.string(),
  options: v.array(v.object({ optionId: v.number(), optionText: v.string() })),
});
export type Quiz = v.InferOutput<typeof Quiz>;

/** Detail content (classroom view) (docs/product/api.md). */
export const ClassroomDetailContent = v.object({
  detailId: v.number(),
  lectureId: v.number(),
  type: v.picklist(DETAIL_TYPES),
  title: v.string(),
  contents: v.nullable(v.string()),
  reviewUrl: v.nullable(v.string()),
  teacherFeedback: v.nullable(v.string()),
  video: v.nullable(DetailVideo),
  /**
   * A LIVE lesson's schedule once staff set it (live-lessons.ts); its joinUrl only for staff and a
   * student whose enrolment is open
   */
  live: v.optional(v.nullable(LiveSchedule)),
  quizzes: v.array(Quiz),
  attachmentDescription: v.nullable(v.string()),
  attachments: v.array(Attachment),
  /** a video lesson's caption tracks (their text: GET /api/lectures/details/{id}/captions/{id}) */
  captions: v.optional(v.array(CaptionTrack)),
  /**
   * What the watermark draws over the video (the viewer's name and masked id), or null when the
   * lecture's watermark is off (docs/product/player-controls.md)
   */
  watermark: v.optional(v.nullable(v.object({ text: v.string() }))),
});
export type ClassroomDetailContent = v.InferOutput<typeof ClassroomDetailContent>;
export const ClassroomDetailContentResponse = envelope(ClassroomDetailContent);

/** A review link: trimmed, required, an absolute http(s) address (docs/product/validation.md). */
const ReviewUrl = v.pipe(
  v.optional(v.string(validation.assignment.urlRequired), ''),
  v.trim(),
  v.nonEmpty(validation.assignment.urlRequired),
  v.maxLength(2000, validation.common.tooLong(2000)),
  v.check((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, validation.assignment.urlInvalid),
);

/**
 * POST /api/lectures/submit-link {lectureDetailId, reviewUrl} (docs/product/validation.md:
 * assignment submission).
 */
export const SubmitLinkRequest = v.strictObject(
  {
    lectureDetailId: LectureDetailId,
    reviewUrl: ReviewUrl,
  },
  strictMessage,
);
export type SubmitLinkRequest = v.InferOutput<typeof SubmitLinkRequest>;

/** GET /api/lectures/submission?lectureDetailId= */
export const SubmissionStatusQuery = v.object({ lectureDetailId: IdString });

/**
 * docs/product/api.md: Submission status (hasSubmission, reviewUrl, submittedAt), plus the
 * teacher's verdict on the latest attempt: canResubmit is true until a pass (before the review a
 * new link replaces the waiting one; after a feedback that does not pass it is a new attempt)
 * (docs/product/learning.md).
 */
export const SubmissionStatus = v.object({
  hasSubmission: v.boolean(),
  submissionId: v.nullable(v.number()),
  reviewUrl: v.nullable(v.string()),
  submittedAt: v.nullable(IsoDateTime),
  hasFeedback: v.boolean(),
  feedback: v.nullable(v.string()),
  isCompleted: v.boolean(),
  canResubmit: v.boolean(),
});
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatus>;
export const SubmissionStatusResponse = envelope(SubmissionStatus);
