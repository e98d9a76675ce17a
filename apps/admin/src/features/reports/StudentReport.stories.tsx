import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportHandlers } from '@academy/api-client/mocks/reports';
import { emptyOverview, sampleOverview } from '@academy/api-client/mocks/test/report-samples';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { StudentReport } from './StudentReport.tsx';

const meta = {
  title: 'admin/StudentReport',
  component: StudentReport,
  decorators: [withAppShell],
  args: { studentId: 7, week: '2026-11-18', onWeekChange: () => {} },
  parameters: { msw: { handlers: reportHandlers(sampleOverview()) } },
} satisfies Meta<typeof StudentReport>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { parameters: { msw: { handlers: reportHandlers(emptyOverview()) } } };
export const Loading: Story = {
  parameters: { msw: { handlers: pending(reportHandlers(sampleOverview())) } },
};
export const LoadError: Story = {
  parameters: { msw: { handlers: failing(reportHandlers(sampleOverview())) } },
};
