import type { LectureAttendance } from '@academy/api-client/contract';
import { ApiError } from '@academy/api-client/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders } from '../../test/render.tsx';
import { LiveAttendance } from './LiveAttendance.tsx';

// The api-client boundary: the attendance calls; the component, its query and mutation are real.
const lectureAttendance = vi.fn();
const markAttendance = vi.fn();
vi.mock('@academy/api-client/endpoints/learning', () => ({
  lectureAttendance: (...args: unknown[]) => lectureAttendance(...args),
  markAttendance: (...args: unknown[]) => markAttendance(...args),
}));

const data = (
  completed: LectureAttendance['students'][number]['completed'],
): LectureAttendance => ({
  lectureId: 7,
  lessons: [{ detailId: 2, detailTitle: '실시간 질의응답' }],
  students: [{ id: 101, name: '김민준', userId: 'minjun@academy.test', completed }],
});

afterEach(() => {
  lectureAttendance.mockReset();
  markAttendance.mockReset();
});

describe('LiveAttendance', () => {
  it('marks a student present after confirming, and shows the lesson attended', async () => {
    const user = userEvent.setup();
    lectureAttendance.mockResolvedValueOnce(ok(data([])));
    lectureAttendance.mockResolvedValue(
      ok(data([{ detailId: 2, reason: 'ATTENDED', completedAt: '2026-11-25T10:00:00.000Z' }])),
    );
    markAttendance.mockResolvedValue(
      ok({ userId: 101, detailId: 2, reason: 'ATTENDED', completedAt: '2026-11-25T10:00:00.000Z' }),
    );
    renderWithProviders(<LiveAttendance lectureId={7} />);
    await user.click(
      await screen.findByRole('button', { name: '김민준 학생 실시간 질의응답 출석 처리' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/되돌릴 수 없습니다/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(markAttendance).toHaveBeenCalledWith({ lectureDetailId: 2, userId: 101 }),
    );
    expect(await screen.findByText('출석')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    lectureAttendance.mockResolvedValue(ok(data([])));
    markAttendance.mockRejectedValue(
      new ApiError({
        status: 404,
        code: 'NOT_FOUND',
        message: '이 강의를 수강하는 학생이 아닙니다.',
      }),
    );
    renderWithProviders(<LiveAttendance lectureId={7} />);
    const button = await screen.findByRole('button', {
      name: '김민준 학생 실시간 질의응답 출석 처리',
    });
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }),
    );
    expect(markAttendance).not.toHaveBeenCalled();
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('이 강의를 수강하는 학생이 아닙니다.')).toBeInTheDocument();
  });

  it('draws nothing for a lecture without live lessons', async () => {
    lectureAttendance.mockResolvedValue(ok({ lectureId: 7, lessons: [], students: [] }));
    renderWithProviders(<LiveAttendance lectureId={7} />);
    await waitFor(() => expect(lectureAttendance).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '라이브 강의 출석' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /출석 처리/ })).not.toBeInTheDocument();
  });
});
