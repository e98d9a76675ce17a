import { accessLogHandlers } from '@academy/api-client/mocks/access-log';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessLog } from './AccessLog.tsx';
import { sampleEntries, sampleMonths } from '../../test/access-log-samples.ts';

const meta = {
  title: 'admin/access-log/AccessLog',
  component: AccessLog,
  decorators: [withLiveAppShell],
  parameters: {
    route: '/admin/access-log',
    msw: { handlers: accessLogHandlers(sampleEntries, sampleMonths) },
  },
} satisfies Meta<typeof AccessLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Views, an export with its reason and a change, newest first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('학부모 상담 자료 준비'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: accessLogHandlers([], sampleMonths) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('조건에 맞는 기록이 없습니다.'),
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
