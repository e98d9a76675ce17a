// Attendance of LIVE lessons (docs/product/learning.md), answered like the API (see respond.ts).
import { http } from 'msw';
import type { AttendanceRequest, LectureAttendance } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET a lecture's attendance and PUT a mark, over `attendance` (a mark is kept). */
export function attendanceHandlers(
  attendance: LectureAttendance,
  now = '2026-11-25T10:00:00.000Z',
) {
  let current = attendance;
  return [
    http.get(apiPath('admin/lectures/:id/attendance'), () => okEnvelope(current)),
    http.put(apiPath('admin/lectures/attendance'), async ({ request }) => {
      const { lectureDetailId, userId } = (await request.json()) as AttendanceRequest;
      const mark = { detailId: lectureDetailId, reason: 'ATTENDED' as const, completedAt: now };
      current = {
        ...current,
        students: current.students.map((student) =>
          student.id === userId ? { ...student, completed: [...student.completed, mark] } : student,
        ),
      };
      return okEnvelope({ userId, ...mark });
    }),
  ];
}
