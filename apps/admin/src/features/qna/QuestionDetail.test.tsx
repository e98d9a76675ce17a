import type { Question } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { teacherQuestionDetailHandlers } from '@academy/api-client/mocks/questions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '@academy/vitest-config/render';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { QuestionDetail } from './QuestionDetail.tsx';
import { boardState } from '../../shared/board-address.ts';

const at = '2026-11-21T10:00:00.000Z';
const question: Question = {
  id: 5,
  title: '적분 문제를 모르겠어요',
  content: '사진의 3번 문제입니다.',
  studentName: '김민준',
  createdAt: at,
  isAnswered: false,
  lectureId: 3,
  lectureTitle: '이과 수학 코스2',
  lectureName: '이과 수학 코스2',
  answer: { content: '부분적분을 쓰세요.', teacherName: '박서연', createdAt: at, updatedAt: at },
  followUps: [{ id: 9, content: 'u는 무엇으로 잡나요?', createdAt: at, answer: null }],
  images: [{ id: 71, url: '/api/question-images/71' }],
};
const api = mockApi(...teacherQuestionDetailHandlers([question]));

describe('a question with a follow-up waiting (staff)', () => {
  it('shows the photo and the thread, and answers the follow-up with the contract’s rule', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuestionDetail questionId={5} />, { route: '/admin/qna/5' });
    expect(await screen.findByRole('img', { name: '첨부 사진 1' })).toHaveAttribute(
      'src',
      '/api/question-images/71',
    );
    const followUp = screen.getByRole('region', { name: '추가 질문' });
    expect(followUp).toHaveTextContent('u는 무엇으로 잡나요?');
    expect(followUp).toHaveTextContent('답변 대기');

    await user.click(within(followUp).getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('답변 내용을 입력하세요');
    expect(api.sent).toEqual([]);

    await fill(user, within(followUp).getByLabelText('추가 질문 답변'), ' ln x를 u로 잡으세요. ');
    await user.click(within(followUp).getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('ln x를 u로 잡으세요.')).toBeInTheDocument();
    expect(screen.queryByText('답변 대기')).not.toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'teachers/me/questions/5/follow-ups/9/answer',
        body: { content: 'ln x를 u로 잡으세요.' },
      },
    ]);
  });
});

describe('the way back to the board', () => {
  it('returns to the filtered list the question was opened from', async () => {
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
            <Navigate
              to="/admin/qna/5"
              state={boardState('?status=UNANSWERED&lectureId=3')}
              replace
            />
          ),
        },
        { path: '/admin/qna/5', element: <QuestionDetail questionId={5} /> },
        { path: '/admin/qna', element: <Board /> },
      ],
      { path: '/start' },
    );
    await user.click(await screen.findByRole('link', { name: '목록으로' }));
    expect(await screen.findByTestId('board')).toHaveTextContent('?status=UNANSWERED&lectureId=3');
  });
});
