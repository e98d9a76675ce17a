import { withLiveAppShell } from '@academy/live/story-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportReasonDialog } from './ExportReasonDialog.tsx';

const meta = {
  title: 'admin/shared/ExportReasonDialog',
  component: ExportReasonDialog,
  decorators: [withLiveAppShell],
  args: {
    csvUrl: (reason: string) => `/api/admin/lectures/7/roster?format=csv&reason=${reason}`,
    onClose: fn(),
    download: fn(),
  },
} satisfies Meta<typeof ExportReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before a roster's CSV leaves. */
export const Asking: Story = {};

/** Without a reason nothing is downloaded. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '내려받기' }));
    await expect(await body.findByText('내보내는 이유를 입력하세요')).toBeInTheDocument();
    await expect(args.download).not.toHaveBeenCalled();
  },
};
