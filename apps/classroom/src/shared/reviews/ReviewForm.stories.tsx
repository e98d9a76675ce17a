import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { ReviewForm } from './ReviewForm.tsx';

const meta = {
  title: 'classroom/ReviewForm',
  component: ReviewForm,
  decorators: [withLiveAppShell],
  args: { lectureId: 1, review: null, onDone: fn() },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contract's rules answer before the server: no star chosen names the rating first. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '후기 등록' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '별점은 1점부터 5점까지 선택해 주세요.',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

const mine = {
  id: 7,
  lectureId: 1,
  userName: '김하늘',
  rating: 4,
  title: '설명이 친절해요',
  content: '질문 답변이 빨라요.',
  lectureName: 'EJU 일본어 독해 완성',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  reply: null,
  anonymous: true,
  hidden: false,
};
export const Editing: Story = {
  args: { review: mine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue('설명이 친절해요');
    await expect(canvas.getByRole('checkbox', { name: '익명으로 작성' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '후기 삭제' })).toBeInTheDocument();
  },
};
/** Hidden by an admin: the author sees why, and cannot edit it. */
export const Hidden: Story = {
  args: { review: { ...mine, hidden: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/숨김 처리했습니다/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '후기 수정' })).toBeDisabled();
  },
};
