import { outboxHandlers } from '@academy/api-client/mocks/outbox';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutboxMessageView } from './OutboxMessageView.tsx';
import { sampleMessages, sampleTemplates } from '../../test/outbox-samples.ts';

const meta = {
  title: 'admin/outbox/OutboxMessageView',
  component: OutboxMessageView,
  decorators: [withLiveAppShell],
  parameters: {
    route: '/admin/outbox/3',
    msw: { handlers: outboxHandlers(sampleMessages, sampleTemplates) },
  },
  args: { id: 3 },
} satisfies Meta<typeof OutboxMessageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reset link the local mode kept: marked as not sent. */
export const Held: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('로컬 모드: 이 메시지는 실제로 발송되지 않았습니다.'),
    ).toBeInTheDocument();
  },
};

/** A message whose template cannot render it any more. */
export const NotRenderable: Story = { args: { id: 1 } };
