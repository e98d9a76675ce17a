import { ApiError } from '@academy/api-client/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, ok, renderWithProviders } from '../../test/render.tsx';
import { SubmissionReview } from './SubmissionReview.tsx';

// The api-client boundary: the submission and the feedback call; the form and its hooks are real.
const giveFeedback = vi.fn();
vi.mock('@academy/api-client/endpoints/assignments', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  submission: () =>
    Promise.resolve(
      ok({
        submissionId: 7,
        lectureId: 1,
        lectureName: 'EJU 독해',
        chapterTitle: '1장',
        detailTitle: '과제 1',
        detailType: 'OTHER',
        studentName: '김학생',
        submittedAt: '2026-11-20T10:00:00.000Z',
        hasFeedback: false,
        feedback: null,
        isCompleted: false,
        submissionContent: 'https://example.com/work',
        feedbackAt: null,
      }),
    ),
  giveFeedback: (...args: unknown[]) => giveFeedback(...args),
}));

afterEach(() => giveFeedback.mockReset());

const route = '/admin/assignments/7';
const feedbackBox = () => screen.findByRole('textbox', { name: '피드백' });
const save = () => screen.getByRole('button', { name: '저장' });

describe('SubmissionReview', () => {
  it('refuses an empty feedback with the message and sends nothing (issue 18)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmissionReview submissionId={7} />, { route });
    await fill(user, await feedbackBox(), '   ');
    await user.click(save());
    expect(await screen.findByText('피드백 내용을 입력해주세요.')).toBeInTheDocument();
    expect(giveFeedback).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });

  it('sends the trimmed text and the pass flag, then returns to the list', async () => {
    giveFeedback.mockResolvedValue(ok({}));
    const user = userEvent.setup();
    renderWithProviders(<SubmissionReview submissionId={7} />, { route });
    await fill(user, await feedbackBox(), '  잘했습니다 ');
    await user.click(screen.getByRole('checkbox', { name: '통과' }));
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assignments$/),
    );
    expect(giveFeedback).toHaveBeenCalledWith(7, { feedback: '잘했습니다', isCompleted: true });
  });

  it("shows the server's message and keeps the text", async () => {
    giveFeedback.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: '이미 피드백이 제출되어 수정할 수 없습니다.',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubmissionReview submissionId={7} />, { route });
    await fill(user, await feedbackBox(), '보완이 필요합니다');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이미 피드백이 제출되어 수정할 수 없습니다.',
    );
    expect(await feedbackBox()).toHaveValue('보완이 필요합니다');
  });
});
