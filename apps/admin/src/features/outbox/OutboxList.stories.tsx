import { outboxHandlers } from '@academy/api-client/mocks/outbox';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutboxList } from './OutboxList.tsx';
import { sampleMessages, sampleTemplates } from '../../test/outbox-samples.ts';

const meta = {
  title: 'admin/outbox/OutboxList',
  component: OutboxList,
  decorators: [withLiveAppShell],
  parameters: {
    route: '/admin/outbox',
    msw: { handlers: outboxHandlers(sampleMessages, sampleTemplates) },
  },
} satisfies Meta<typeof OutboxList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A kept reset link, a waiting verification and a failed text message. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ki***@example.com')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: outboxHandlers([], sampleTemplates) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('메시지가 없습니다.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(outboxHandlers(sampleMessages, sampleTemplates)) } },
};

export const Error: Story = {
  parameters: { msw: { handlers: failing(outboxHandlers(sampleMessages, sampleTemplates)) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('발송함을 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
