// Attendance of LIVE lessons (docs/product/learning.md), answered like the API (see respond.ts):
// marks are kept, today's may be undone, an earlier day's refuses the request.
import { http } from 'msw';
import type {
  AttendanceRequest,
  AttendanceStatus,
  AttendanceUndoRequest,
  LectureAttendance,
} from '../contract/index.ts';
import * as validation from '@academy/strings/validation';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const UNDO_SAME_DAY = validation.attendance.undoSameDay;

/** GET a lecture's attendance, PUT marks and POST an undo, over `attendance`. */
export function attendanceHandlers(
  attendance: LectureAttendance,
  now = '2026-11-25T10:00:00.000Z',
) {
  let current = attendance;
  const marksOf = (detailId: number, userIds: number[]) =>
    current.students
      .filter((student) => userIds.includes(student.id))
      .flatMap((student) => student.marks.filter((mark) => mark.detailId === detailId));
  const update = (
    userIds: number[],
    change: (
      student: LectureAttendance['students'][number],
    ) => LectureAttendance['students'][number],
  ) => {
    current = {
      ...current,
      students: current.students.map((student) =>
        userIds.includes(student.id) ? change(student) : student,
      ),
    };
  };
  return [
    http.get(apiPath('admin/lectures/:id/attendance'), () => okEnvelope(current)),
    http.put(apiPath('admin/lectures/attendance'), async ({ request }) => {
      const { lectureDetailId, userIds = [], status } = (await request.json()) as AttendanceRequest;
      const ids = userIds.map(Number);
      if (marksOf(lectureDetailId as number, ids).some((mark) => !mark.undoable)) {
        return refusal(409, 'CONFLICT', UNDO_SAME_DAY);
      }
      const mark = {
        detailId: lectureDetailId as number,
        status: status as AttendanceStatus,
        markedAt: now,
        undoable: true,
      };
      update(ids, (student) => ({
        ...student,
        marks: [...student.marks.filter((m) => m.detailId !== mark.detailId), mark],
      }));
      return okEnvelope(ids.map((userId) => ({ userId, ...mark })));
    }),
    http.post(apiPath('admin/lectures/attendance/undo'), async ({ request }) => {
      const { lectureDetailId, userIds = [] } = (await request.json()) as AttendanceUndoRequest;
      const ids = userIds.map(Number);
      if (marksOf(lectureDetailId as number, ids).some((mark) => !mark.undoable)) {
        return refusal(409, 'CONFLICT', UNDO_SAME_DAY);
      }
      update(ids, (student) => ({
        ...student,
        marks: student.marks.filter((m) => m.detailId !== lectureDetailId),
      }));
      return okEnvelope({ detailId: lectureDetailId, userIds: ids });
    }),
  ];
}
