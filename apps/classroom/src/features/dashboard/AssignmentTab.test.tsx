import * as api from '@academy/api-client/endpoints/classroom';
import { ApiError } from '@academy/api-client/errors';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, submissions } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AssignmentTab } from './AssignmentTab.tsx';

// The network boundary: the classroom's endpoint module (the queries and mutation call it).
vi.mock('@academy/api-client/endpoints/classroom', () => ({
  submissionStatus: vi.fn(),
  submitLink: vi.fn(),
  detailContent: vi.fn(),
  classroomLecture: vi.fn(),
}));

const status = vi.mocked(api.submissionStatus);
const submit = vi.mocked(api.submitLink);

afterEach(() => {
  vi.clearAllMocks();
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

describe('the assignment tab (spec 4, 5)', () => {
  it('shows the form when nothing was submitted, with submit disabled while the field is empty', async () => {
    status.mockResolvedValue(ok(submissions.none));
    renderTab();
    const field = await urlField();
    expect(status).toHaveBeenCalledWith(101);
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
    status.mockResolvedValueOnce(ok(submissions.none)).mockResolvedValue(ok(submissions.waiting));
    let finish: (value: Awaited<ReturnType<typeof api.submitLink>>) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderTab();
    await userEvent.type(await urlField(), '  https://blog.example.com/my-note  ');
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledWith(101, 'https://blog.example.com/my-note');
    expect(submitButton()).toBeDisabled();
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(1);

    finish({ ...ok(submissions.waiting), message: '과제가 제출되었습니다.' });
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note' }),
    ).toHaveAttribute('href', 'https://blog.example.com/my-note');
    expect(status).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox', { name: '과제 URL' })).not.toBeInTheDocument();
    expect(await screen.findByText('과제가 제출되었습니다.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    status.mockResolvedValue(ok(submissions.none));
    submit.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'BAD_REQUEST',
        message: '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
      }),
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
    status.mockResolvedValue(ok(submissions.none));
    submit.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    renderTab();
    await userEvent.type(await urlField(), 'https://blog.example.com/a');
    await userEvent.click(submitButton());
    expect((await screen.findAllByText('과제 제출에 실패했습니다.')).length).toBeGreaterThan(0);
  });

  it('refuses to send without a lecture detail', async () => {
    status.mockResolvedValue(ok(submissions.none));
    renderTab(0);
    await userEvent.type(await urlField(), 'https://blog.example.com/a');
    await userEvent.click(submitButton());
    expect(await screen.findByText('강의 디테일 정보가 없습니다.')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a submitted link read-only while the feedback is awaited', async () => {
    status.mockResolvedValue(ok(submissions.waiting));
    renderTab();
    expect(
      await screen.findByRole('link', { name: 'https://blog.example.com/my-note' }),
    ).toBeVisible();
    expect(screen.getByText(/제출 시각 2026년 11월 20일 19:30/)).toBeVisible();
    expect(screen.getByText('선생님의 피드백을 기다리고 있습니다.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a passing feedback with no way to submit again', async () => {
    status.mockResolvedValue(ok(submissions.passed));
    renderTab();
    const feedback = await screen.findByRole('note', { name: '선생님 피드백' });
    expect(feedback).toHaveTextContent('요지를 정확히 짚었습니다. 잘했어요!');
    expect(feedback).toHaveTextContent('통과');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('after a feedback that does not pass, shows it and lets the student submit a new link', async () => {
    status.mockResolvedValue(ok(submissions.failed));
    submit.mockResolvedValue(ok(submissions.waiting));
    renderTab();
    expect(
      await screen.findByText('세 번째 문단의 요지가 빠졌습니다. 보완해서 다시 올려 주세요.'),
    ).toBeVisible();
    expect(screen.getByText('보완 필요')).toBeVisible();
    expect(screen.getByText('보완한 과제를 다시 제출하세요.')).toBeVisible();
    const field = await urlField();
    await userEvent.type(field, 'https://blog.example.com/my-note-v2');
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledWith(101, 'https://blog.example.com/my-note-v2');
    // spec 4: after a successful submit the status is refetched and the input cleared
    await vi.waitFor(() => expect(status).toHaveBeenCalledTimes(2));
    expect(field).toHaveValue('');
  });

  it('when the status cannot be loaded, says so with a retry and still offers the form (spec 8.3)', async () => {
    status
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))
      .mockResolvedValue(ok(submissions.passed));
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
