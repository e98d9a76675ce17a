import type { LectureAttendance } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import { attendanceHandlers } from '@academy/api-client/mocks/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LiveAttendance } from './LiveAttendance.tsx';

const nobodyYet: LectureAttendance = {
  lectureId: 7,
  lessons: [{ detailId: 2, detailTitle: '실시간 질의응답' }],
  students: [{ id: 101, name: '김민준', userId: 'minjun@academy.test', completed: [] }],
};
// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi();
const showAttendance = (attendance: LectureAttendance) =>
  api.use(...attendanceHandlers(attendance));

describe('LiveAttendance', () => {
  it('marks a student present after confirming, and shows the lesson attended', async () => {
    const user = userEvent.setup();
    showAttendance(nobodyYet);
    renderWithProviders(<LiveAttendance lectureId={7} />);
    await user.click(
      await screen.findByRole('button', { name: '김민준 학생 실시간 질의응답 출석 처리' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/되돌릴 수 없습니다/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: 'admin/lectures/attendance',
          body: { lectureDetailId: 2, userId: 101 },
        },
      ]),
    );
    expect(await screen.findByText('출석')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    showAttendance(nobodyYet);
    api.use(
      http.put(apiPath('admin/lectures/attendance'), () =>
        refusal(404, 'NOT_FOUND', '이 강의를 수강하는 학생이 아닙니다.'),
      ),
    );
    renderWithProviders(<LiveAttendance lectureId={7} />);
    const button = await screen.findByRole('button', {
      name: '김민준 학생 실시간 질의응답 출석 처리',
    });
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }),
    );
    expect(api.sent).toEqual([]);
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('이 강의를 수강하는 학생이 아닙니다.')).toBeInTheDocument();
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
