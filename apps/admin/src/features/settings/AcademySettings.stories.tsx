import { paymentAccountHandlers } from '@academy/api-client/mocks/courses';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademySettings } from './AcademySettings.tsx';

const account = { bank: '신한은행', accountNumber: '110-482-915307', holder: '(주)EJU아카데미' };

const meta = {
  title: 'admin/AcademySettings',
  component: AcademySettings,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/settings', msw: { handlers: paymentAccountHandlers(account) } },
} satisfies Meta<typeof AcademySettings>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The account staff set, ready to change. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('110-482-915307'),
    ).toBeInTheDocument();
  },
};

/** Not set yet: empty fields. */
export const Empty: Story = {
  parameters: { msw: { handlers: paymentAccountHandlers(null) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending(paymentAccountHandlers(account)) } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: failing(paymentAccountHandlers(account)) } },
};
