import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Sitting } from '@academy/api-client/contract';
import { sittingAnswerHandlers } from '@academy/api-client/mocks/mock-sittings';
import { withAppShell } from '@academy/ui/storybook';
import { SittingScreen } from './SittingScreen.tsx';

const now = new Date();
const sitting = (kind: 'READING' | 'WRITING'): Sitting => ({
  examId: 7,
  title: '12월 EJU 일본어 모의고사',
  subject: 'JAPANESE',
  serverNow: now.toISOString(),
  state: 'IN_PROGRESS',
  startedAt: now.toISOString(),
  submittedAt: null,
  submittedBy: null,
  sections: [],
  current: {
    sectionId: 2,
    position: 1,
    kind,
    deadlineAt: new Date(now.getTime() + 40 * 60_000).toISOString(),
    last: kind === 'READING',
    items:
      kind === 'WRITING'
        ? [
            {
              id: 10,
              number: 1,
              kind: 'WRITING',
              stem: '次の二つのテーマのうち、一つを選んで400〜500字で書きなさい。',
              imageUrl: null,
              options: null,
              prompts: ['大学で学ぶ目的について', 'インターネットでの買い物について'],
            },
          ]
        : [
            {
              id: 11,
              number: 1,
              kind: 'CHOICE',
              stem: '雨が降った（　　）、試合は中止になった。',
              imageUrl: null,
              options: ['ために', 'ように', 'ところに', 'ばかりに'],
              prompts: null,
            },
            {
              id: 12,
              number: 2,
              kind: 'CHOICE',
              stem: 'この本は、読め（　　）読むほど面白くなる。',
              imageUrl: null,
              options: ['ば', 'と', 'たら', 'なら'],
              prompts: null,
            },
          ],
    answers: [],
  },
});

const saves = sittingAnswerHandlers(7);

const meta = {
  title: 'classroom/MockExams/SittingScreen',
  component: SittingScreen,
  decorators: [withAppShell],
  args: { sitting: sitting('READING'), onDeadline: () => {} },
  parameters: { route: '/mock-exams/7', msw: { handlers: { saves } } },
} satisfies Meta<typeof SittingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: '보기' })).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/남은 시간/);
  },
};

export const Writing: Story = {
  args: { sitting: sitting('WRITING') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/0자 \/ 목표 400~500자/),
    ).toBeInTheDocument();
  },
};
