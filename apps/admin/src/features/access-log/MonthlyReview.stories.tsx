import { accessLogHandlers } from '@academy/api-client/mocks/access-log';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MonthlyReview } from './MonthlyReview.tsx';
import { sampleEntries, sampleMonths } from '../../test/access-log-samples.ts';

const meta = {
  title: 'admin/access-log/MonthlyReview',
  component: MonthlyReview,
  decorators: [withLiveAppShell],
  parameters: {
    route: '/admin/access-log',
    msw: { handlers: accessLogHandlers(sampleEntries, sampleMonths) },
  },
} satisfies Meta<typeof MonthlyReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month still to review, last month reviewed with its note. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('검토하지 않은 달이 1개 있습니다.'),
    ).toBeInTheDocument();
  },
};

export const AllReviewed: Story = {
  parameters: { msw: { handlers: accessLogHandlers(sampleEntries, sampleMonths.slice(1)) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('모든 달의 검토를 마쳤습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(accessLogHandlers(sampleEntries, sampleMonths)) } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(accessLogHandlers(sampleEntries, sampleMonths)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
