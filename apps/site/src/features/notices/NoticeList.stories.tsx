import { EmptyState } from '@academy/ui/EmptyState';
import { LoadingState } from '@academy/ui/LoadingState';
import { ErrorState } from '@academy/ui/ErrorState';
import * as errors from '@academy/strings/errors';
import * as siteStrings from '@academy/strings/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAppShell } from '@academy/ui/storybook';
import { NoticeRows } from './NoticeList.tsx';

const notices = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title:
    index === 0
      ? '2027학년도 EJU 6월 시험 접수 안내'
      : `공지사항 ${index + 1}: 11월 모의고사 일정 및 교실 안내`,
  content: '내용',
  isImportant: index < 2,
  createdAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  viewCount: 1000 - index * 37,
  authorName: '관리자',
}));

const meta = {
  title: 'site/NoticeList',
  component: NoticeRows,
  decorators: [withAppShell],
  args: { notices, page: 1, size: 10 },
} satisfies Meta<typeof NoticeRows>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** The table with placeholder rows, the same height as the rows that come. */
export const Loading: Story = {
  render: (args) => (
    <LoadingState>
      <NoticeRows {...args} notices={undefined} />
    </LoadingState>
  ),
};
export const Empty: Story = { render: () => <EmptyState message={siteStrings.notices.empty} /> };
export const LoadFailed: Story = {
  render: () => <ErrorState message={errors.notice.list} onRetry={() => {}} />,
};
