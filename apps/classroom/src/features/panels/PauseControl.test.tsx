import { apiPath, http, mockApi, okEnvelope, refusal } from '@academy/api-client/mocks/api';
import * as playerStrings from '@academy/strings/player';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { PauseControl } from './PauseControl.tsx';

const m = playerStrings.messages;
const status = {
  enrolmentId: 9,
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  maxCount: 3,
  maxDays: 30,
  remainingCount: 2,
  remainingDays: 12,
  active: null,
  pauses: [],
  enrolmentEndsAt: '2026-12-31T15:00:00.000Z',
};
const api = mockApi(
  http.get(apiPath('me/enrolments/9/pauses'), () => okEnvelope(status)),
  http.post(apiPath('me/enrolments/9/pauses'), async ({ request }) => {
    const { days } = (await request.json()) as { days: number };
    return days > 12
      ? refusal(400, 'BAD_REQUEST', m.pauseDaysExceeded(12))
      : okEnvelope(status, m.paused(days));
  }),
  http.delete(apiPath('me/enrolments/9/pauses'), () => okEnvelope(status, m.resumed)),
);

describe('수강 일시정지 on a lecture card', () => {
  it('shows what is left, keeps the days on a refusal, and pauses', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <PauseControl enrolmentId={9} lectureTitle="EJU 일본어 독해 완성" pausedUntil={null} />,
    );
    await user.click(screen.getByRole('button', { name: 'EJU 일본어 독해 완성 일시정지' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('남은 횟수 2번 · 남은 일수 12일')).toBeVisible();
    const days = within(dialog).getByRole('textbox', { name: '일시정지 일수' });
    await user.clear(days);
    await user.type(days, '20');
    await user.click(within(dialog).getByRole('button', { name: '일시정지하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.pauseDaysExceeded(12));
    expect(days).toHaveValue('20일');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(dialog).getByRole('button', { name: '일시정지하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { days: 20 },
      { days: 5 },
    ]);
  });

  it('while paused, shows until when and resumes after confirming', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <PauseControl
        enrolmentId={9}
        lectureTitle="EJU 일본어 독해 완성"
        pausedUntil="2026-12-05T03:00:00.000Z"
      />,
    );
    expect(screen.getByText('일시정지 중')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '일시정지 해제' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '일시정지 해제' }));
    await waitFor(() => expect(api.sent.filter((s) => s.method === 'DELETE')).toHaveLength(1));
  });
});
