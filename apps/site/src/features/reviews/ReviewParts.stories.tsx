import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewSummaryPanel } from './ReviewSummaryPanel.tsx';

const review = {
  id: 1,
  lectureId: 1,
  userName: '익명',
  rating: 4,
  title: '설명이 친절하고 꼼꼼해요',
  content: '<script>alert(1)</script> 질문에 하루 만에 답변을 받았습니다.',
  lectureName: 'EJU 일본어 독해 완성',
  createdAt: '2026-11-20T09:00:00.000Z',
  reply: null,
};

const meta = {
  title: 'site/ReviewCard',
  component: ReviewCard,
  args: { review },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HTML someone typed shows as text, never as markup. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    await expect(canvas.getByText(/익명/)).toBeInTheDocument();
  },
};
export const WithReply: Story = {
  args: {
    review: {
      ...review,
      userName: '김민준',
      reply: {
        content: '소중한 후기 감사합니다!',
        authorName: '박서연',
        repliedAt: '2026-11-21T09:00:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('박서연 답글')).toBeInTheDocument();
  },
};
export const LongKoreanText: Story = {
  args: { review: { ...review, content: '정말 좋은 강의입니다. '.repeat(120) } },
};

export const Summary: StoryObj<typeof ReviewSummaryPanel> = {
  render: () => (
    <ReviewSummaryPanel summary={{ average: 4.3, count: 40, stars: [1, 2, 4, 13, 20] }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('review-average')).toHaveTextContent('4.3');
    await expect(canvas.getByRole('listitem', { name: '5점 20개' })).toBeInTheDocument();
  },
};
export const EmptySummary: StoryObj<typeof ReviewSummaryPanel> = {
  render: () => (
    <ReviewSummaryPanel summary={{ average: null, count: 0, stars: [0, 0, 0, 0, 0] }} />
  ),
};
