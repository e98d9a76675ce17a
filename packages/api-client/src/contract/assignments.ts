// Assignment management for staff (docs/product/screens.md, docs/product/api.md: Assignment group,
// Submission (admin), 4, 5, 7.4): submissions grouped by lecture, one submission's detail, and the
// teacher's final feedback.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { DETAIL_TYPES } from './lectures.ts';

/** Submission (admin) (docs/product/api.md). submissionContent is the submitted URL. */
export const AdminSubmission = v.object({
  submissionId: v.number(),
  lectureId: v.number(),
  lectureName: v.string(),
  chapterTitle: v.string(),
  detailTitle: v.string(),
  detailType: v.picklist(DETAIL_TYPES),
  studentName: v.string(),
  submittedAt: IsoDateTime,
  hasFeedback: v.boolean(),
  feedback: v.nullable(v.string()),
  isCompleted: v.boolean(),
  submissionContent: v.nullable(v.string()),
  feedbackAt: v.nullable(IsoDateTime),
});
export type AdminSubmission = v.InferOutput<typeof AdminSubmission>;
export const AdminSubmissionResponse = envelope(AdminSubmission);

/** Assignment group (admin) (docs/product/api.md). */
export const AssignmentGroup = v.object({
  lectureId: v.number(),
  lectureName: v.string(),
  lectureCategory: v.nullable(v.string()),
  teacherName: v.string(),
  submissionCount: v.number(),
  completedCount: v.number(),
  pendingCount: v.number(),
  submissions: v.array(AdminSubmission),
});
export type AssignmentGroup = v.InferOutput<typeof AssignmentGroup>;

/** GET /api/admin/assignments: data.lectureGroups (docs/product/api.md). */
export const AssignmentGroupsResponse = envelope(
  v.object({ lectureGroups: v.array(AssignmentGroup) }),
);

export const FEEDBACK_MAX_LENGTH = 5000;

/**
 * POST /api/teacher/submissions/{id}/feedback {feedback, isCompleted} (docs/product/validation.md:
 * text trimmed). The text is required: feedback is final, and an empty one would lock the
 * submission with no word to the student of why it was not passed.
 */
export const FeedbackRequest = v.strictObject(
  {
    feedback: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(validation.assignment.feedbackRequired),
      v.maxLength(FEEDBACK_MAX_LENGTH, validation.assignment.feedbackTooLong(FEEDBACK_MAX_LENGTH)),
    ),
    isCompleted: v.optional(v.boolean(), false),
  },
  strictMessage,
);
export type FeedbackRequest = v.InferOutput<typeof FeedbackRequest>;
