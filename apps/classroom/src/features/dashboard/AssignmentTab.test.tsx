import { apiPath, http, mockApi, offline, refusal } from '@academy/api-client/mocks/api';
import { submissionHandlers } from '@academy/api-client/mocks/classroom';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionStatus } from '@academy/api-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissions } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AssignmentTab } from './AssignmentTab.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md); each test says
// what the lesson's assignment status is. A sent link is kept and awaits feedback.
const api = mockApi();
const statusIs = (status: SubmissionStatus) =>
  api.use(...submissionHandlers(status, '2026-11-20T10:30:00.000Z'));
/** The reads of the status, each with its lesson. */
const statusReads = () => api.read.filter((path) => path.startsWith('lectures/submission'));

afterEach(() => {
  // toasts live in a module-wide store: start each test without the last one's
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

function renderTab(detailId = 101) {
  return renderWithApp(<AssignmentTab lectureId={1} detailId={detailId} />);
}

const urlField = () => screen.findByRole('textbox', { name: '과제 URL' });
const submitButton = () => screen.getByRole('button', { name: '과제 제출' });

describe('the assignment tab', () => {
  it('shows the form when nothing was submitted, with submit disabled while the field is empty', async () => {
    statusIs(submissions.none);
    renderTab();
    const field = await urlField();
    expect(statusReads()).toEqual(['lectures/submission?lectureDetailId=101']);
    expect(submitButton()).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.tab();
    expect(await screen.findByText('과제 URL을 입력해주세요.')).toBeVisible();
    await userEvent.type(field, 'https://blog.example.com/a');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('과제 URL을 입력해주세요.')).not.toBeInTheDocument();
  });

  it('sends the trimmed link once, disabled while sending, then shows the refetched status with the input cleared', async () => {
    statusIs(submissions.none);
    // The submit answers when the test says, through the usual handler.
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => (finish = resolve));
    api.use(
      http.post(apiPath('lectures/submit-link'), async () => {
        await answered;
        return undefined;
      }),
    );
    renderTab();
    await userEvent.type(await urlField(), '  https://blog.example.com/my-note  ');
    await userEvent.click(submitButton());
    const sent = {
      method: 'POST',
      path: 'lectures/submit-link',
      body: { lectureDetailId: 101, reviewUrl: 'https://blog.example.com/my-note' },
    };
    await vi.waitFor(() => expect(api.sent).toEqual([sent]));
    expect(submitButton()).toBeDisabled();
    await userEvent.click(submitButton());
    expect(api.sent).toEqual([sent]);

    finish();
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note' }),
    ).toHaveAttribute('href', 'https://blog.example.com/my-note');
    expect(statusReads()).toHaveLength(2);
    // The field is cleared; it stays for replacing the link until the review.
    expect(await urlField()).toHaveValue('');
    expect(screen.getByRole('button', { name: '다시 제출' })).toBeDisabled();
    expect(await screen.findByText('과제가 제출되었습니다!')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    statusIs(submissions.none);
    api.use(
      http.post(apiPath('lectures/submit-link'), () =>
        refusal(400, 'BAD_REQUEST', '올바른 URL 형식이 아닙니다. (http:// 또는 https://)'),
      ),
    );
    renderTab();
    const field = await urlField();
    await userEvent.type(field, 'blog.example.com');
    await userEvent.click(submitButton());
    expect(
      (await screen.findAllByText('올바른 URL 형식이 아닙니다. (http:// 또는 https://)')).length,
    ).toBeGreaterThan(0);
    expect(field).toHaveValue('blog.example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the spec’s failure text when the submit fails without a server message', async () => {
    statusIs(submissions.none);
    api.use(http.post(apiPath('lectures/submit-link'), offline));
    renderTab();
    await userEvent.type(await urlField(), 'https://blog.example.com/a');
    await userEvent.click(submitButton());
    expect((await screen.findAllByText('과제 제출에 실패했습니다.')).length).toBeGreaterThan(0);
  });

  it('refuses to send without a lecture detail', async () => {
    statusIs(submissions.none);
    renderTab(0);
    await userEvent.type(await urlField(), 'https://blog.example.com/a');
    await userEvent.click(submitButton());
    expect(await screen.findByText('강의 디테일 정보가 없습니다.')).toBeVisible();
    expect(api.sent).toEqual([]);
  });

  it('shows the waiting link and lets the student replace it until the review', async () => {
    statusIs(submissions.waiting);
    renderTab();
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note' }),
    ).toBeVisible();
    expect(screen.getByText(/제출 시각 2026년 11월 20일 19:30/)).toBeVisible();
    expect(screen.getByText('선생님의 피드백을 기다리고 있습니다.')).toBeVisible();
    expect(
      screen.getByText(
        '검토 전까지 새 링크로 다시 제출할 수 있습니다. 마지막에 제출한 링크가 검토됩니다.',
      ),
    ).toBeVisible();
    await userEvent.type(await urlField(), 'https://blog.example.com/my-note-fixed');
    await userEvent.click(screen.getByRole('button', { name: '다시 제출' }));
    // The latest link is the one shown (and reviewed).
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note-fixed' }),
    ).toBeVisible();
  });

  it('says why when the link was reviewed meanwhile, and keeps what was typed', async () => {
    statusIs(submissions.waiting);
    api.use(
      http.post(apiPath('lectures/submit-link'), () =>
        refusal(
          409,
          'CONFLICT',
          '이미 검토가 끝난 제출은 바꿀 수 없습니다. 피드백을 확인해주세요.',
        ),
      ),
    );
    renderTab();
    await userEvent.type(await urlField(), 'https://blog.example.com/late');
    await userEvent.click(await screen.findByRole('button', { name: '다시 제출' }));
    expect(
      (
        await screen.findAllByText(
          '이미 검토가 끝난 제출은 바꿀 수 없습니다. 피드백을 확인해주세요.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(await urlField()).toHaveValue('https://blog.example.com/late');
  });

  it('shows a passing feedback with no way to submit again', async () => {
    statusIs(submissions.passed);
    renderTab();
    const feedback = await screen.findByRole('note', { name: '선생님 피드백' });
    expect(feedback).toHaveTextContent('요지를 정확히 짚었습니다. 잘했어요!');
    expect(feedback).toHaveTextContent('통과');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('after a feedback that does not pass, shows it and lets the student submit a new link', async () => {
    statusIs(submissions.failed);
    renderTab();
    expect(
      await screen.findByText('세 번째 문단의 요지가 빠졌습니다. 보완해서 다시 올려 주세요.'),
    ).toBeVisible();
    expect(screen.getByText('보완 필요')).toBeVisible();
    expect(screen.getByText('보완한 과제를 다시 제출하세요.')).toBeVisible();
    const field = await urlField();
    await userEvent.type(field, 'https://blog.example.com/my-note-v2');
    await userEvent.click(submitButton());
    // After a successful submit the status is refetched: the new link awaits feedback
    // (docs/product/states.md)
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note-v2' }),
    ).toBeVisible();
    expect(screen.getByText('선생님의 피드백을 기다리고 있습니다.')).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 제출' })).toBeDisabled();
    expect(statusReads()).toHaveLength(2);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'lectures/submit-link',
        body: { lectureDetailId: 101, reviewUrl: 'https://blog.example.com/my-note-v2' },
      },
    ]);
  });

  it('when the status cannot be loaded, says so with a retry and still offers the form', async () => {
    statusIs(submissions.passed);
    api.use(http.get(apiPath('lectures/submission'), offline, { once: true }));
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '과제 제출 상태를 불러오지 못했습니다.',
    );
    expect(await urlField()).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('통과')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
