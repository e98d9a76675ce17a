import type { Notification } from '@academy/api-client/contract/live';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { failing } from '@academy/api-client/mocks/respond';
import * as live from '@academy/strings/live';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationList } from './NotificationList.tsx';
import { withLive } from './story-support.tsx';

const items: Notification[] = [
  {
    id: 2,
    kind: 'QUESTION_ANSWERED',
    text: '「EJU 수학 코스2」 강의에 남긴 질문에 답변이 등록되었습니다.',
    link: { app: 'classroom', path: '/mypage/questions/12' },
    readAt: null,
    createdAt: '2026-11-25T06:50:00.000Z',
  },
  {
    id: 1,
    kind: 'NOTICE_PINNED',
    text: '중요 공지가 등록되었습니다: 12월 모의고사 안내',
    link: { app: 'site', path: '/notices/3' },
    readAt: '2026-11-24T09:00:00.000Z',
    createdAt: '2026-11-24T08:00:00.000Z',
  },
];
const page = { items, totalCount: 2, unreadCount: 1 };

const meta = {
  title: 'live/NotificationBell',
  component: NotificationBell,
  decorators: [withLive],
  args: { app: 'classroom' },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the count is on the bell and in its accessible name. */
export const Unread: Story = {
  parameters: {
    msw: { handlers: notificationHandlers({ unreadCount: 2, page }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: live.bell.label(2) });
    await expect(bell).toHaveTextContent('2');
    // The bell is the icon set's drawing, hidden from screen readers: the name says it all.
    await expect(bell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // The list it opens is NotificationList's stories' (below) and the live-chat e2e journey's:
    // in jsdom the dropdown can close again on the focus change right after opening.
  },
};

/** Nothing unread: no count, a plain name. */
export const NothingUnread: Story = {
  parameters: { msw: { handlers: notificationHandlers({ unreadCount: 0 }) } },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: live.bell.label(0) });
    await expect(bell).not.toHaveTextContent('0');
  },
};

/** The list alone: each entry links to its place. */
export const List: StoryObj<typeof NotificationList> = {
  render: () => <NotificationList app="classroom" />,
  parameters: {
    msw: { handlers: notificationHandlers({ unreadCount: 1, page }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: new RegExp(`${items[0]!.text}`) });
    await expect(link).toHaveAttribute('href', '/mypage/questions/12');
  },
};

/** The list alone: empty, and failed to load. */
export const EmptyList: StoryObj<typeof NotificationList> = {
  render: () => <NotificationList app="admin" />,
  parameters: {
    msw: {
      handlers: notificationHandlers({
        unreadCount: 0,
        page: { items: [], totalCount: 0, unreadCount: 0 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(live.bell.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: live.bell.markAllRead })).toBeDisabled();
  },
};

export const ListFailed: StoryObj<typeof NotificationList> = {
  render: () => <NotificationList app="admin" />,
  parameters: { msw: { handlers: failing(notificationHandlers({ unreadCount: 1, page })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
