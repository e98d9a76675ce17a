import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoPanel } from './DemoPanel.tsx';

// spec 2.7: static panels with hard-coded sample data; no decorator needed (they make no calls).
const meta = {
  title: 'classroom/DemoPanel',
  component: DemoPanel,
  args: { view: 'dashboard' },
} satisfies Meta<typeof DemoPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('D-12')).toBeInTheDocument();
  },
};
export const Courses: Story = {
  args: { view: 'courses' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'EJU 일본어 독해 완성 진도율 72%' }),
    ).toBeInTheDocument();
  },
};
export const Progress: Story = {
  args: { view: 'progress' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeInTheDocument();
  },
};
export const Quiz: Story = { args: { view: 'quiz' } };
export const Achievements: Story = { args: { view: 'achievements' } };
export const Settings: Story = {
  args: { view: 'settings' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: /과제 피드백 알림/ }),
    ).toBeChecked();
  },
};
export const Profile: Story = { args: { view: 'profile' } };
