// Assignment management for staff (spec 2.11, 3: Assignment group, Submission (admin), 4, 5, 7.4):
// submissions grouped by lecture, one submission's detail, and the teacher's final feedback.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { DETAIL_TYPES } from './lectures.ts';

/** spec 3: Submission (admin). submissionContent is the submitted URL. */
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

/** spec 3: Assignment group (admin). */
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

/** GET /api/admin/assignments: data.lectureGroups (spec 7.4). */
export const AssignmentGroupsResponse = envelope(
  v.object({ lectureGroups: v.array(AssignmentGroup) }),
);

export const FEEDBACK_MAX_LENGTH = 5000;

/**
 * POST /api/teacher/submissions/{id}/feedback {feedback, isCompleted} (spec 5: text trimmed).
 * The text is required: feedback is final, and an empty one would lock the submission with no
 * word to the student of why it was not passed.
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
