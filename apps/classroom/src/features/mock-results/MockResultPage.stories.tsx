import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  closedResult,
  mockResultHandlers,
  pendingResult,
} from '@academy/api-client/mocks/mock-results';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { expect, within } from 'storybook/test';
import { MockResultPage } from './MockResultPage.tsx';

const meta = {
  title: 'classroom/MockResultPage',
  component: MockResultPage,
  decorators: [withAppShell],
  args: { examId: 7 },
  parameters: { msw: { handlers: mockResultHandlers(closedResult) } },
} satisfies Meta<typeof MockResultPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** After the window: scores, units and the review with right answers. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('300 / 400')).toBeInTheDocument();
  },
};

/** The 記述 waits for its teacher; the key shows after the window. */
export const WritingPending: Story = {
  parameters: { msw: { handlers: mockResultHandlers(pendingResult) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(mockResultHandlers(closedResult)) } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(mockResultHandlers(closedResult)) } },
};
