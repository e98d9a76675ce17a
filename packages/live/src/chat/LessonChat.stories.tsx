import type { ChatMessage } from '@academy/api-client/contract/live';
import { chatHistoryHandlers } from '@academy/api-client/mocks/live';
import { failing } from '@academy/api-client/mocks/respond';
import { demoUsers, seedSession } from '@academy/auth/testing';
import * as live from '@academy/strings/live';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyConnection, withLive } from '../story-support.tsx';
import { LessonChat } from './LessonChat.tsx';

const LESSON = 41;
const message = (id: number, content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  lessonId: LESSON,
  author: { id: 100 + id, name: '김하늘', role: 'STUDENT' },
  content,
  deleted: false,
  createdAt: '2026-11-25T07:00:00.000Z',
  ...extra,
});
const history = {
  messages: [
    message(1, '예제 3번 풀이를 다시 보고 싶어요.'),
    message(2, '', { deleted: true }),
    message(3, '풀이 영상: https://example.com/solve?n=3 <b>굵게</b>', {
      author: { id: 9, name: '박선생', role: 'TEACHER' },
    }),
  ],
  hasMore: true,
};

const meta = {
  title: 'live/LessonChat',
  component: LessonChat,
  decorators: [withLive],
  args: { lessonId: LESSON },
  parameters: { msw: { handlers: chatHistoryHandlers(history) } },
} satisfies Meta<typeof LessonChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A student: history with a link (text stays text), a deleted message, the room joined. */
export const Student: Story = {
  beforeEach: () => seedSession(demoUsers.student),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: live.panel.log });
    // The log is drawn before the history's messages are put in it (a render later): wait for them.
    await expect(
      await within(log).findByRole('link', { name: 'https://example.com/solve?n=3' }),
    ).toHaveAttribute('target', '_blank');
    await expect(within(log).getByText(/<b>굵게<\/b>/)).toBeVisible();
    await expect(within(log).getByText(live.chat.deletedPlaceholder)).toBeVisible();
    await expect(canvas.getByRole('button', { name: live.panel.loadOlder })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: live.panel.delete })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: live.panel.input })).toBeVisible();
    // joined with the newest id it has, so only later messages are replayed
    await waitFor(() =>
      expect(storyConnection.joined.at(-1)).toEqual({ lessonId: LESSON, since: 3 }),
    );
    storyConnection.emit({
      type: 'presence',
      lessonId: LESSON,
      users: [{ userId: 9, name: '박선생', role: 'TEACHER' }],
    });
    storyConnection.emit({ type: 'message', message: message(4, '방금 온 메시지') });
    await expect(await within(log).findByText('방금 온 메시지')).toBeVisible();
    await expect(canvas.getByText(live.panel.present(1))).toBeVisible();
  },
};

/** Staff see a delete button on every message not yet deleted. */
export const Teacher: Story = {
  beforeEach: () => seedSession(demoUsers.teacher),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The log is drawn before the history's messages are put in it (a render later): reading the
    // buttons right after it appears failed on a busy machine, so wait for them.
    const log = await canvas.findByRole('log', { name: live.panel.log });
    await expect(await within(log).findAllByRole('button', { name: /메시지 삭제$/ })).toHaveLength(
      2,
    );
  },
};

/** An empty room invites the first message. */
export const Empty: Story = {
  beforeEach: () => seedSession(demoUsers.student),
  parameters: {
    msw: { handlers: chatHistoryHandlers({ messages: [], hasMore: false }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(live.panel.empty)).toBeVisible();
  },
};

/** The history did not load. */
export const Failed: Story = {
  parameters: { msw: { handlers: failing(chatHistoryHandlers(history)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      live.panel.loadFailed,
    );
  },
};

/** Oversize and empty messages are refused in Korean before anything is sent. */
export const RefusesBadInput: Story = {
  beforeEach: () => seedSession(demoUsers.student),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: live.panel.input });
    await userEvent.click(canvas.getByRole('button', { name: live.panel.send }));
    await expect(await canvas.findByText(live.chat.contentRequired)).toBeVisible();
    await userEvent.click(box);
    await userEvent.paste('가'.repeat(1001));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(live.chat.contentTooLong(1000))).toBeVisible();
    await expect(box).toHaveValue('가'.repeat(1001));
  },
};
