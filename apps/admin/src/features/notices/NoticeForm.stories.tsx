import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { NoticeForm } from './NoticeForm.tsx';

const meta = {
  title: 'admin/NoticeForm',
  component: NoticeForm,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof NoticeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contract's rules, one alert; nothing is sent. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('제목을 입력하세요.');
    await userEvent.type(canvas.getByRole('textbox', { name: '제목' }), '모의고사 안내');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('내용을 입력하세요.');
  },
};

/** A scheduled notice opens with its time; its body in the editor. */
export const Scheduled: Story = {
  args: {
    notice: {
      id: 7,
      title: '12월 모의고사 접수 안내',
      content: '<h2>접수 일정</h2><p>12월 1일부터</p>',
      isImportant: true,
      createdAt: '2026-12-01T00:00:00.000Z',
      viewCount: 0,
      authorName: '박서연',
      authorId: 2,
      publishAt: '2026-12-01T00:00:00.000Z',
      isPublished: false,
      updatedAt: '2026-11-20T00:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue(
      '12월 모의고사 접수 안내',
    );
    await expect(canvas.getByRole('radio', { name: '예약 게시' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '중요 공지로 고정' })).toBeChecked();
  },
};
