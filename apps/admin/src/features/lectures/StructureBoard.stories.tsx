import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { builderLecture } from './testing.ts';
import { StructureBoard } from './StructureBoard.tsx';

const meta = {
  title: 'admin/lectures/StructureBoard',
  component: StructureBoard,
  decorators: [withLiveAppShell],
  args: {
    lecture: builderLecture,
    detailMenu: () => null,
    chapterFooter: () => null,
  },
} satisfies Meta<typeof StructureBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/decisions/018-staff-authoring.md: every chapter and detail has a drag handle (keyboard:
 * space, arrows, space), up and down buttons (the very first and last disabled), rename and delete.
 */
export const TwoChapters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: '1장. 청해 유형 챕터' });
    await expect(
      within(first).getByRole('button', { name: '유형 확인 퀴즈 옮기기' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '1장. 청해 유형 위로' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '2장. 실전 아래로' })).toBeDisabled();
    // a lesson steps across a chapter's edge, so only the very first and last are stuck
    await expect(canvas.getByRole('button', { name: '유형 확인 퀴즈 아래로' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '받아쓰기 과제 이름 변경' })).toBeEnabled();
  },
};
export const Empty: Story = {
  args: { lecture: { ...builderLecture, chapters: [] } },
};
