import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  dataExportHandlers,
  myConsentHandlers,
  sampleMyConsents,
} from '@academy/api-client/mocks/consents';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import { PrivacyTab } from './PrivacyTab.tsx';

const ready = {
  id: 2,
  status: 'READY' as const,
  requestedAt: '2026-11-20T01:00:00.000Z',
  readyAt: '2026-11-20T01:00:04.000Z',
  downloadedAt: null,
};
const downloaded = {
  id: 1,
  status: 'DOWNLOADED' as const,
  requestedAt: '2026-11-10T01:00:00.000Z',
  readyAt: '2026-11-10T01:00:03.000Z',
  downloadedAt: '2026-11-10T01:02:00.000Z',
};

const meta = {
  title: 'classroom/MyPage/PrivacyTab',
  component: PrivacyTab,
  decorators: [withAppShell],
  parameters: {
    route: '/mypage?tab=privacy',
    msw: {
      handlers: {
        consents: myConsentHandlers(sampleMyConsents()),
        exports: dataExportHandlers([ready, downloaded]),
      },
    },
  },
} satisfies Meta<typeof PrivacyTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('switch', { name: '마케팅 정보 수신 동의' }),
    ).not.toBeChecked();
    await expect(await canvas.findByRole('button', { name: '내려받기' })).toBeInTheDocument();
    await expect(canvas.getByText('내려받음')).toBeInTheDocument();
  },
};

export const NothingRequested: Story = {
  parameters: { msw: { handlers: { exports: dataExportHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('아직 요청한 파일이 없습니다.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        consents: pending(myConsentHandlers()),
        exports: pending(dataExportHandlers()),
      },
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        consents: failing(myConsentHandlers()),
        exports: failing(dataExportHandlers()),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each part says it could not load and offers to try again.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /다시/ })).toHaveLength(2));
  },
};
