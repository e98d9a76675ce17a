import type { QuizForStaff } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { staffQuizHandlers } from '@academy/api-client/mocks/lectures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { QuizEditor } from './QuizEditor.tsx';

const quiz: QuizForStaff = {
  detailId: 12,
  passScore: 60,
  maxAttempts: 3,
  revealAnswers: 'AFTER_PASS',
  questions: [
    {
      quizId: 1,
      question: 'EJU는 1년에 몇 번 치르나요?',
      explanation: '6월과 11월, 두 번입니다.',
      options: [
        { optionId: 1, optionText: '1회', isCorrect: false },
        { optionId: 2, optionText: '2회', isCorrect: true },
      ],
    },
  ],
};

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...staffQuizHandlers(quiz));
const attemptsField = () => screen.getByRole('textbox', { name: '응시 가능 횟수' });

describe('QuizEditor: attempts and when answers show (docs/decisions/037)', () => {
  it(
    'shows the quiz’s settings and saves the attempts and reveal staff choose',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<QuizEditor lectureId={9} detailId={12} onSaved={() => {}} />);
      expect(await screen.findByRole('textbox', { name: '응시 가능 횟수' })).toHaveValue('3');
      expect(screen.getByRole('combobox', { name: '정답 공개' })).toHaveValue(
        '통과하거나 마지막 응시 후',
      );
      await user.clear(attemptsField());
      await fill(user, attemptsField(), '5');
      await user.click(screen.getByRole('combobox', { name: '정답 공개' }));
      await user.click(await screen.findByRole('option', { name: '공개하지 않음' }));
      await user.click(screen.getByRole('button', { name: '퀴즈 저장' }));
      await waitFor(() =>
        expect(api.sent).toMatchObject([
          {
            method: 'PUT',
            path: 'admin/details/12/quiz',
            body: { passScore: 60, maxAttempts: 5, revealAnswers: 'NEVER' },
          },
        ]),
      );
    },
  );

  it(
    'refuses attempts outside 1-100 with the contract’s message and sends nothing',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<QuizEditor lectureId={9} detailId={12} onSaved={() => {}} />);
      await user.clear(await screen.findByRole('textbox', { name: '응시 가능 횟수' }));
      await fill(user, attemptsField(), '0');
      const sentBefore = api.sent.length;
      await user.click(screen.getByRole('button', { name: '퀴즈 저장' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '응시 횟수는 1에서 100 사이의 정수로 입력하세요.',
      );
      expect(api.sent).toHaveLength(sentBefore);
    },
  );
});
