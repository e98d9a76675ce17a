import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import * as playerStrings from '@academy/strings/player';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentPauses } from './StudentPauses.tsx';

const running = {
  pauseId: 4,
  enrolmentId: 9,
  startsAt: '2026-11-27T01:00:00.000Z',
  endsAt: '2026-12-04T01:00:00.000Z',
  days: 7,
  usedDays: 7,
  endedAt: null,
  state: 'ACTIVE' as const,
  endReason: null,
};
const status = {
  enrolmentId: 9,
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  maxCount: 3,
  maxDays: 30,
  remainingCount: 2,
  remainingDays: 23,
  active: running,
  pauses: [running],
  enrolmentEndsAt: '2027-01-10T15:00:00.000Z',
};
let undone = false;
const api = mockApi(
  http.get(apiPath('admin/students/5/pauses'), () =>
    okEnvelope([
      undone
        ? {
            ...status,
            active: null,
            pauses: [{ ...running, state: 'ENDED_EARLY', usedDays: 2, endReason: '학생 요청' }],
          }
        : status,
    ]),
  ),
  http.post(apiPath('admin/enrolment-pauses/4/undo'), async ({ request }) => {
    const { reason } = (await request.json()) as { reason: string };
    if (!reason.trim()) return refusal(400, 'BAD_REQUEST', playerStrings.messages.reasonRequired);
    undone = true;
    return okEnvelope(status, playerStrings.messages.undone);
  }),
);

describe('a student’s pauses for staff', () => {
  it('lists the running pause and undoes it with a reason', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentPauses studentId={5} />);
    expect(await screen.findByText('일시정지 중')).toBeVisible();
    expect(screen.getByText('남은 횟수 2번 · 남은 일수 23일')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'EJU 일본어 독해 완성 일시정지 취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      playerStrings.messages.reasonRequired,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /취소 사유/ }), '학생 요청');
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    expect(await screen.findByText('사유: 학생 요청')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { reason: '' },
      { reason: '학생 요청' },
    ]);
  });
});
