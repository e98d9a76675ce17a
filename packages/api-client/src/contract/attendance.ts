// Attendance of LIVE lessons (docs/product/learning.md: live lessons): staff mark several students
// at once 출석, 지각, 결석 or 공결; 출석 and 지각 complete the lesson (as does its recording watched as
// a video). A mark is undone or changed only on the Korean day it was made. Only students whose
// enrolment is open are listed and may be marked.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { IdField, IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

/** How a LIVE lesson was completed: marked present by staff, or its recording watched. */
export const LIVE_COMPLETIONS = ['ATTENDED', 'WATCHED'] as const;

/** 출석, 지각, 결석, 공결 */
export const ATTENDANCE_STATUSES = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** The marks that complete the lesson for the student. */
export const COMPLETING_ATTENDANCE: readonly AttendanceStatus[] = ['PRESENT', 'LATE'];
/** Students one request may mark or undo. */
export const MAX_ATTENDANCE_BATCH = 200;

const LiveCompletion = v.object({
  detailId: v.number(),
  reason: v.picklist(LIVE_COMPLETIONS),
  completedAt: IsoDateTime,
});

const AttendanceMark = v.object({
  detailId: v.number(),
  status: v.picklist(ATTENDANCE_STATUSES),
  markedAt: IsoDateTime,
  /** made today (Korean time): it may still be undone or changed */
  undoable: v.boolean(),
});
export type AttendanceMark = v.InferOutput<typeof AttendanceMark>;

/** GET /api/admin/lectures/{id}/attendance (staff: the lecture's teacher or an admin). */
export const LectureAttendance = v.object({
  lectureId: v.number(),
  lessons: v.array(
    v.object({
      detailId: v.number(),
      detailTitle: v.string(),
      startsAt: v.optional(v.nullable(IsoDateTime), null),
    }),
  ),
  /** students whose enrolment is open now (ended or cancelled ones are not offered) */
  students: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      userId: v.string(),
      completed: v.array(LiveCompletion),
      marks: v.optional(v.array(AttendanceMark), []),
    }),
  ),
});
export type LectureAttendance = v.InferOutput<typeof LectureAttendance>;
export const LectureAttendanceResponse = envelope(LectureAttendance);

const m = validation.attendance;

const StudentIds = v.pipe(
  v.optional(v.array(IdField(m.studentRequired), m.studentsRequired), []),
  v.minLength(1, m.studentsRequired),
  v.maxLength(MAX_ATTENDANCE_BATCH, m.tooManyStudents(MAX_ATTENDANCE_BATCH)),
  v.transform((ids) => [...new Set(ids)]),
);

/**
 * PUT /api/admin/lectures/attendance {lectureDetailId, userIds, status}: the students' mark for
 * the lesson, all or none (one refused student refuses the request).
 */
export const AttendanceRequest = v.strictObject(
  {
    lectureDetailId: IdField(m.lessonRequired),
    userIds: StudentIds,
    status: v.pipe(
      v.optional(v.string(m.statusRequired), ''),
      v.picklist(ATTENDANCE_STATUSES, m.statusRequired),
    ),
  },
  strictMessage,
);
export type AttendanceRequest = v.InferInput<typeof AttendanceRequest>;
export const AttendanceResponse = envelope(
  v.array(v.object({ userId: v.number(), ...AttendanceMark.entries })),
);

/**
 * POST /api/admin/lectures/attendance/undo {lectureDetailId, userIds}: removes today's marks (and
 * the completion a mark recorded); a mark from an earlier day refuses the request.
 */
export const AttendanceUndoRequest = v.strictObject(
  {
    lectureDetailId: IdField(m.lessonRequired),
    userIds: StudentIds,
  },
  strictMessage,
);
export type AttendanceUndoRequest = v.InferInput<typeof AttendanceUndoRequest>;
export const AttendanceUndoResponse = envelope(
  v.object({ detailId: v.number(), userIds: v.array(v.number()) }),
);
