import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { builderLecture } from './testing.ts';
import { LectureControls } from './LectureControls.tsx';

const meta = {
  title: 'admin/lectures/LectureControls',
  component: LectureControls,
  decorators: [withLiveAppShell],
  args: { lecture: builderLecture },
} satisfies Meta<typeof LectureControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A draft until staff publish it; edit and delete beside the status
 * (docs/decisions/018-staff-authoring.md).
 */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '초안' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '강의 정보 수정' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '강의 삭제' })).toBeEnabled();
  },
};
export const Published: Story = {
  args: { lecture: { ...builderLecture, status: 'PUBLISHED' } },
};
