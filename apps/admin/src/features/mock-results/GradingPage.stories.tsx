import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStaffHandlers } from '@academy/api-client/mocks/mock-results';
import { failing } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import * as mockResults from '@academy/strings/mock-results';
import { expect, userEvent, within } from 'storybook/test';
import { GradingPage } from './GradingPage.tsx';

const meta = {
  title: 'admin/mock-results/GradingPage',
  component: GradingPage,
  decorators: [withLiveAppShell],
  args: { sittingId: 32 },
  parameters: { msw: { handlers: mockStaffHandlers() } },
} satisfies Meta<typeof GradingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 記述 waiting: the text, its length and the nine levels. */
export const Waiting: Story = {};

/** Saving without a level or comment names both at their fields. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: mockResults.admin.save }));
    await expect(
      await canvas.findByText(mockResults.validation.commentRequired),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(mockStaffHandlers()) } },
};
