import type { QueuedEnrolmentRequest } from '@academy/api-client/contract';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { enrolmentQueueHandlers } from '@academy/api-client/mocks/enrolments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { RequestQueue } from './RequestQueue.tsx';

const waiting: QueuedEnrolmentRequest = {
  requestId: 1,
  lectureId: 11,
  lectureTitle: 'EJU 물리 완성',
  status: 'PENDING',
  createdAt: '2026-11-24T01:00:00.000Z',
  decidedAt: null,
  student: { id: 101, name: '이서준', userId: 'student1@academy.test' },
  teacherName: '박서연',
};
const api = mockApi(
  ...enrolmentQueueHandlers([waiting]),
  http.post(apiPath('admin/enrolment-requests/:id/approve'), () =>
    okEnvelope({
      request: {
        requestId: 1,
        lectureId: 11,
        lectureTitle: 'EJU 물리 완성',
        status: 'APPROVED',
        createdAt: waiting.createdAt,
        decidedAt: '2026-11-25T01:00:00.000Z',
      },
      enrolment: null,
    }),
  ),
);

describe('approving a 수강 신청', () => {
  it('asks first, sends nothing when cancelled, and says it was done once approved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RequestQueue />, { route: '/admin/enrolments' });
    await user.click(await screen.findByRole('button', { name: '이서준 승인' }));
    const ask = await screen.findByRole('dialog', { name: '수강 신청 승인' });
    expect(ask).toHaveTextContent(
      '이서준 학생의 「EJU 물리 완성」 수강 신청을 승인할까요? 바로 강의를 볼 수 있게 됩니다.',
    );
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: '이서준 승인' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '수강 신청 승인' })).getByRole('button', {
        name: '승인',
      }),
    );
    expect(await screen.findByText('이서준 학생의 수강 신청을 승인했습니다.')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', path: 'admin/enrolment-requests/1/approve', body: {} },
    ]);
  });
});

describe('a long queue', () => {
  it('shows one page with numbered pages and asks the API for the page chosen', async () => {
    const user = userEvent.setup();
    // 120 waiting: three pages of 50
    api.use(...enrolmentQueueHandlers([waiting], 120));
    renderWithProviders(<RequestQueue />, { route: '/admin/enrolments' });
    expect(await screen.findByRole('button', { name: '이서준 승인' })).toBeInTheDocument();
    expect(api.read).toContain('admin/enrolment-requests?status=PENDING&page=0&size=50');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await screen.findByRole('button', { name: '이서준 승인' });
    expect(api.read).toContain('admin/enrolment-requests?status=PENDING&page=2&size=50');
  });
});
