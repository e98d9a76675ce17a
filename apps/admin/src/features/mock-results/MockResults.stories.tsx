import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStaffHandlers } from '@academy/api-client/mocks/mock-results';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import * as mockResults from '@academy/strings/mock-results';
import { expect, within } from 'storybook/test';
import { MockResults } from './MockResults.tsx';

const meta = {
  title: 'admin/mock-results/MockResults',
  component: MockResults,
  decorators: [withLiveAppShell],
  args: { examId: 7 },
  parameters: { msw: { handlers: mockStaffHandlers() } },
} satisfies Meta<typeof MockResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts, a histogram per section and the students' first page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: mockResults.admin.histogramOf('독해 (読解)') }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(mockStaffHandlers()) } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(mockStaffHandlers()) } },
};
