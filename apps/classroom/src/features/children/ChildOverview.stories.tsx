import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportHandlers } from '@academy/api-client/mocks/reports';
import { emptyOverview, sampleOverview } from '@academy/api-client/mocks/test/report-samples';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import * as reportStrings from '@academy/strings/reports';
import { expect, within } from 'storybook/test';
import { ChildOverview } from './ChildOverview.tsx';

const meta = {
  title: 'classroom/ChildOverview',
  component: ChildOverview,
  decorators: [withAppShell],
  args: { studentId: 7, week: '2026-11-18', onWeekChange: () => {} },
  parameters: { msw: { handlers: reportHandlers(sampleOverview()) } },
} satisfies Meta<typeof ChildOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: reportStrings.page.title('김하나') }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: reportHandlers(emptyOverview()) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(reportHandlers(sampleOverview())) } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(reportHandlers(sampleOverview())) } },
};
