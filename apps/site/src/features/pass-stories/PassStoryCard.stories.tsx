import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PassStoryCard } from './PassStoryCard.tsx';

const meta = {
  title: 'site/PassStoryCard',
  component: PassStoryCard,
  args: {
    story: {
      id: 1,
      authorName: '이*준',
      university: { id: 1, name: '도쿄대학', type: 'NATIONAL', logoUrl: null },
      major: '이과 1류',
      year: 2025,
      reason: '기출 유형별 강의와 빠른 질문 답변이 결정적이었습니다.',
      method: '평일에는 강의 두 개와 복습 퀴즈를 풀었습니다.',
      advice: '점수가 오르지 않는 시기가 꼭 옵니다.',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  },
} satisfies Meta<typeof PassStoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const National: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '도쿄대학 이과 1류 합격' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('국공립')).toBeInTheDocument();
  },
};
export const Medical: Story = {
  args: {
    story: {
      ...meta.args.story,
      university: { id: 2, name: '지케이카이의과대학', type: 'MEDICAL', logoUrl: null },
      major: '의학과',
    },
  },
};

/** HTML a student typed is shown as the text it is, never run. */
export const HtmlAsText: Story = {
  args: {
    story: {
      ...meta.args.story,
      major: '<b>공학부</b>',
      advice: '<img src=x onerror=alert(1)> 포기하지 마세요',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '도쿄대학 <b>공학부</b> 합격' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('<img src=x onerror=alert(1)> 포기하지 마세요'),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};
