import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/**
 * Publishing with empty parts asks first and names them
 * (docs/decisions/044-lesson-rows-and-publishing.md).
 */
export const PublishWithEmptyParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: '공개' }));
    const dialog = within(await body.findByRole('dialog', { name: '비어 있는 곳이 있습니다' }));
    await expect(dialog.getByText('퀴즈 "유형 확인 퀴즈": 문제가 없습니다.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '그래도 공개' })).toBeInTheDocument();
  },
};
