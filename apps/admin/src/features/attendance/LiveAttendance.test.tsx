import type { LectureAttendance } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { attendanceHandlers } from '@academy/api-client/mocks/attendance';
import { ATTENDANCE_REFRESH_MS } from '@academy/api-client/queries/learning';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LiveAttendance } from './LiveAttendance.tsx';

const student = (
  id: number,
  name: string,
  marks: LectureAttendance['students'][number]['marks'] = [],
) => ({
  id,
  name,
  userId: `${id}@academy.test`,
  completed: [],
  marks,
});
const classOf3: LectureAttendance = {
  lectureId: 7,
  lessons: [{ detailId: 2, detailTitle: '실시간 질의응답', startsAt: null }],
  students: [
    student(101, '김민준'),
    student(102, '이서준'),
    // marked yesterday: final, not offered
    student(103, '박지호', [
      { detailId: 2, status: 'ABSENT', markedAt: '2026-11-24T11:00:00.000Z', undoable: false },
    ]),
  ],
};
// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi();

describe('LiveAttendance', () => {
  it('marks several selected students at once and undoes the batch', async () => {
    const user = userEvent.setup();
    api.use(...attendanceHandlers(classOf3));
    renderWithProviders(<LiveAttendance lectureId={7} />);
    const section = await screen.findByRole('region', { name: '라이브 강의 출석' });
    // an earlier day's mark cannot be selected
    expect(await within(section).findByRole('checkbox', { name: '박지호 선택' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: '출석 처리' })).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: '전체 선택' }));
    expect(within(section).getByText('2명 선택됨')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '출석 처리' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'admin/lectures/attendance',
          body: { lectureDetailId: 2, userIds: [101, 102], status: 'PRESENT' },
        },
      ]),
    );
    const notice = await within(section).findByRole('status');
    expect(notice).toHaveTextContent('2명을 출석(으)로 기록했습니다.');
    expect(await within(section).findAllByText('출석')).toHaveLength(2);
    await user.click(within(notice).getByRole('button', { name: '되돌리기' }));
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'POST',
        path: 'admin/lectures/attendance/undo',
        body: { lectureDetailId: 2, userIds: [101, 102] },
      }),
    );
    await waitFor(() => expect(within(section).queryAllByText('출석')).toHaveLength(0));
  });

  it('changes one student’s mark and undoes a single row made today', async () => {
    const user = userEvent.setup();
    api.use(...attendanceHandlers(classOf3));
    renderWithProviders(<LiveAttendance lectureId={7} />);
    await user.click(await screen.findByRole('checkbox', { name: '이서준 선택' }));
    await user.click(screen.getByRole('button', { name: '지각 처리' }));
    expect(await screen.findByText('지각')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이서준 학생 출석 기록 되돌리기' }));
    await waitFor(() => expect(screen.queryByText('지각')).not.toBeInTheDocument());
    expect(api.sent.map((call) => call.path)).toEqual([
      'admin/lectures/attendance',
      'admin/lectures/attendance/undo',
    ]);
  });

  it('follows enrolments: the list is asked again when the window comes back', async () => {
    let answer = classOf3;
    api.use(http.get(apiPath('admin/lectures/:id/attendance'), () => okEnvelope(answer)));
    renderWithProviders(<LiveAttendance lectureId={7} />);
    expect(await screen.findByText('김민준')).toBeInTheDocument();
    // approved in another tab; an ended enrolment leaves the list
    answer = { ...classOf3, students: [student(102, '이서준'), student(104, '최신규')] };
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('최신규')).toBeInTheDocument();
    expect(screen.queryByText('김민준')).not.toBeInTheDocument();
  });

  it('follows enrolments while the page stays open: asked again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer = classOf3;
      api.use(http.get(apiPath('admin/lectures/:id/attendance'), () => okEnvelope(answer)));
      renderWithProviders(<LiveAttendance lectureId={7} />);
      expect(await screen.findByText('김민준')).toBeInTheDocument();
      // another staff member approves a request; nothing here tells this page
      answer = { ...classOf3, students: [...classOf3.students, student(104, '최신규')] };
      await act(() => vi.advanceTimersByTimeAsync(ATTENDANCE_REFRESH_MS));
      expect(await screen.findByText('최신규')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws nothing for a lecture without live lessons', async () => {
    let read = false;
    api.use(
      http.get(apiPath('admin/lectures/:id/attendance'), () => {
        read = true;
        return okEnvelope({ lectureId: 7, lessons: [], students: [] });
      }),
    );
    renderWithProviders(<LiveAttendance lectureId={7} />);
    await waitFor(() => expect(read).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '라이브 강의 출석' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /출석 처리/ })).not.toBeInTheDocument();
  });
});
