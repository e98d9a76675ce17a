import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyTracker, filledTracker } from '@academy/api-client/mocks/test/score-tracker-samples';
import * as tracker from '@academy/strings/score-tracker';
import { ScoreTrackerView, type SubjectChartProps } from './ScoreTrackerView.tsx';

// The apps draw the chart with their own chart library; here a plain box stands in for it.
const chart = ({ series }: SubjectChartProps) => (
  <div style={{ height: 80, border: '1px dashed gray' }} data-series={series.key} />
);

const meta = {
  title: 'ui/ScoreTrackerView',
  component: ScoreTrackerView,
  args: { data: filledTracker, chart },
} satisfies Meta<typeof ScoreTrackerView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tracker.page.admits(6))).toBeInTheDocument();
    await expect(canvas.getByText(tracker.page.fewAdmits(3))).toBeInTheDocument();
    await expect(canvas.getByText(tracker.page.validUntil('2027-05-31'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: emptyTracker },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tracker.page.empty)).toBeInTheDocument();
    await expect(canvas.getByText(tracker.page.noGoals)).toBeInTheDocument();
  },
};
