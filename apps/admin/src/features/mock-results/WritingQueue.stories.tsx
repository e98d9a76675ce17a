import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStaffHandlers } from '@academy/api-client/mocks/mock-results';
import { pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import { WritingQueue } from './WritingQueue.tsx';

const meta = {
  title: 'admin/mock-results/WritingQueue',
  component: WritingQueue,
  decorators: [withLiveAppShell],
  args: { examId: 7 },
  parameters: { msw: { handlers: mockStaffHandlers() } },
} satisfies Meta<typeof WritingQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One waiting, one graded. */
export const Filled: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(mockStaffHandlers()) } },
};
