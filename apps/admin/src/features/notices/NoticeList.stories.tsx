import type { AdminNotice } from '@academy/api-client/contract';
import { staffNoticeHandlers } from '@academy/api-client/mocks/notices';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { NoticeList } from './NoticeList.tsx';

const notice = (id: number, title: string, extra: Partial<AdminNotice> = {}): AdminNotice => ({
  id,
  title,
  content: '<p>본문</p>',
  isImportant: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  viewCount: 42,
  authorName: '박서연',
  authorId: 2,
  publishAt: '2026-11-20T01:00:00.000Z',
  isPublished: true,
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...extra,
});
const notices = [
  notice(3, '12월 모의고사 접수 안내', {
    isPublished: false,
    publishAt: '2026-12-01T00:00:00.000Z',
    viewCount: 0,
  }),
  notice(2, '겨울방학 특강 개설', { isImportant: true, viewCount: 310 }),
  notice(1, '11월 휴원 안내'),
];

const meta = {
  title: 'admin/NoticeList',
  component: NoticeList,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scheduled notices are marked 예약, pinned ones 중요; a title opens the editor
 * (docs/decisions/018-staff-authoring.md).
 */
export const Filled: Story = {
  parameters: { msw: { handlers: staffNoticeHandlers(notices) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '12월 모의고사 접수 안내' }),
    ).toHaveAttribute('href', '/admin/notices/3/edit');
    await expect(canvas.getByText('예약')).toBeInTheDocument();
    await expect(canvas.getAllByText('게시됨')).toHaveLength(2);
    await expect(canvas.getByText('중요')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '11월 휴원 안내 삭제' })).toBeEnabled();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: staffNoticeHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('등록된 공지사항이 없습니다.'),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: pending(staffNoticeHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(staffNoticeHandlers([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('공지사항을 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
