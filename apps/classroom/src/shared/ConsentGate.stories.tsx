import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { myConsentHandlers } from '@academy/api-client/mocks/consents';
import { withAppShell } from '@academy/ui/storybook';
import { ConsentGate } from './ConsentGate.tsx';

const meta = {
  title: 'classroom/ConsentGate',
  component: ConsentGate,
  decorators: [withAppShell],
  parameters: { msw: { handlers: myConsentHandlers() } },
  args: {
    onAgreed: fn(),
    pending: [
      {
        kind: 'TERMS',
        required: true,
        currentVersion: 2,
        answeredVersion: 1,
        granted: true,
        answeredAt: '2026-11-02T01:00:00.000Z',
        needsAgreement: true,
      },
    ],
  },
} satisfies Meta<typeof ConsentGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 동의하고 계속하기 waits until every new version is ticked. */
export const NewTerms: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const agree = canvas.getByRole('button', { name: '동의하고 계속하기' });
    await expect(agree).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '이용약관 (2판)에 동의합니다' }));
    await expect(agree).toBeEnabled();
    await userEvent.click(agree);
    await waitFor(() => expect(args.onAgreed).toHaveBeenCalled());
  },
};
