import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyOverview, reportHandlers, sampleOverview } from '@academy/api-client/mocks/reports';
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
export const Loading: Story = { parameters: { msw: { handlers: pending(reportHandlers()) } } };
export const LoadError: Story = { parameters: { msw: { handlers: failing(reportHandlers()) } } };
