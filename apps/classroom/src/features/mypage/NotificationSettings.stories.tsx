import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { preferenceHandlers } from '@academy/api-client/mocks/account-mail';
import { myConsentHandlers, sampleMyConsents } from '@academy/api-client/mocks/consents';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { NotificationSettings } from './NotificationSettings.tsx';

const meta = {
  title: 'classroom/MyPage/NotificationSettings',
  component: NotificationSettings,
  decorators: [withAppShell],
  parameters: {
    route: '/mypage?tab=notifications',
    msw: {
      handlers: {
        preferences: preferenceHandlers(),
        consents: myConsentHandlers(sampleMyConsents()),
      },
    },
  },
} satisfies Meta<typeof NotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Account messages always sent, a learning message's channels, a promotion held without consent. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('비밀번호 재설정 · 항상 발송'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { preferences: pending(preferenceHandlers()) } } },
};

export const Error: Story = {
  parameters: { msw: { handlers: { preferences: failing(preferenceHandlers()) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('알림 설정을 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
