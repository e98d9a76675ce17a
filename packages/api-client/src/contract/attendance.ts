// Attendance of LIVE lessons (docs/product/learning.md): a live lesson completes when staff mark
// the student's attendance or its recording is watched as a video. Staff read, per lecture, its
// LIVE lessons and who completed each, and mark a student present; a mark is final (a lesson
// completed stays completed).
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

/** How a LIVE lesson was completed: marked present by staff, or its recording watched. */
export const LIVE_COMPLETIONS = ['ATTENDED', 'WATCHED'] as const;

const LiveCompletion = v.object({
  detailId: v.number(),
  reason: v.picklist(LIVE_COMPLETIONS),
  completedAt: IsoDateTime,
});

/** GET /api/admin/lectures/{id}/attendance (staff: the lecture's teacher or an admin). */
export const LectureAttendance = v.object({
  lectureId: v.number(),
  lessons: v.array(v.object({ detailId: v.number(), detailTitle: v.string() })),
  students: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      userId: v.string(),
      completed: v.array(LiveCompletion),
    }),
  ),
});
export type LectureAttendance = v.InferOutput<typeof LectureAttendance>;
export const LectureAttendanceResponse = envelope(LectureAttendance);

const m = validation.attendance;

/** PUT /api/admin/lectures/attendance {lectureDetailId, userId}: the student attended. */
export const AttendanceRequest = v.strictObject(
  {
    lectureDetailId: IdField(m.lessonRequired),
    userId: IdField(m.studentRequired),
  },
  strictMessage,
);
export type AttendanceRequest = v.InferOutput<typeof AttendanceRequest>;
export const AttendanceResponse = envelope(
  v.object({ userId: v.number(), ...LiveCompletion.entries }),
);
