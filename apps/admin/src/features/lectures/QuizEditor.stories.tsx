import { staffQuizHandlers } from '@academy/api-client/mocks/lectures';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { QuizEditor } from './QuizEditor.tsx';

const quiz = {
  detailId: 12,
  passScore: 60,
  maxAttempts: 3,
  revealAnswers: 'AFTER_PASS' as const,
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

const meta = {
  title: 'admin/lectures/QuizEditor',
  component: QuizEditor,
  decorators: [withLiveAppShell],
  args: { lectureId: 9, detailId: 12, onSaved: () => {} },
} satisfies Meta<typeof QuizEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved questions, the correct option chosen; a new question must be filled. */
export const Filled: Story = {
  parameters: { msw: { handlers: staffQuizHandlers(quiz) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '문제 1 보기 2' })).toHaveValue('2회');
    await expect(canvas.getByRole('radio', { name: '보기 2 정답' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '문제 추가' }));
    await userEvent.click(canvas.getByRole('button', { name: '퀴즈 저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('문항을 입력하세요.');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: pending(staffQuizHandlers(quiz)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(staffQuizHandlers(quiz)) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('퀴즈를 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
