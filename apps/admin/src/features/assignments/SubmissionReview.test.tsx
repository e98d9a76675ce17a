import { apiPath, http, mockApi, refusal } from '@academy/api-client/mocks/api';
import { submissionReviewHandlers } from '@academy/api-client/mocks/assignments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '@academy/vitest-config/render';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { boardState } from '../../shared/board-address.ts';
import { SubmissionReview } from './SubmissionReview.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...submissionReviewHandlers([
    {
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
    },
  ]),
);

const route = '/admin/assignments/7';
const feedbackBox = () => screen.findByRole('textbox', { name: '피드백' });
const save = () => screen.getByRole('button', { name: '저장' });

describe('SubmissionReview', () => {
  it('refuses an empty feedback with the message and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmissionReview submissionId={7} />, { route });
    await fill(user, await feedbackBox(), '   ');
    await user.click(save());
    expect(await screen.findByText('피드백 내용을 입력해주세요.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });

  it('sends the trimmed text and the pass flag, then returns to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmissionReview submissionId={7} />, { route });
    await fill(user, await feedbackBox(), '  잘했습니다 ');
    await user.click(screen.getByRole('checkbox', { name: '통과' }));
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assignments$/),
    );
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'teacher/submissions/7/feedback',
        body: { feedback: '잘했습니다', isCompleted: true },
      },
    ]);
  });

  it("shows the server's message and keeps the text", async () => {
    api.use(
      http.post(apiPath('teacher/submissions/:id/feedback'), () =>
        refusal(409, 'CONFLICT', '이미 피드백이 제출되어 수정할 수 없습니다.'),
      ),
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

describe('the way back to the board', () => {
  it('returns to the filtered list the submission was opened from once the feedback is saved', async () => {
    const user = userEvent.setup();
    function Board() {
      const { search } = useLocation();
      return <output data-testid="board">{search}</output>;
    }
    render(
      [
        {
          path: '/start',
          element: (
            <Navigate to={route} state={boardState('?status=PENDING&lectureId=1')} replace />
          ),
        },
        { path: route, element: <SubmissionReview submissionId={7} /> },
        { path: '/admin/assignments', element: <Board /> },
      ],
      { path: '/start' },
    );
    await fill(user, await feedbackBox(), '잘했습니다');
    await user.click(save());
    expect(await screen.findByTestId('board')).toHaveTextContent('?status=PENDING&lectureId=1');
  });
});
