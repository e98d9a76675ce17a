import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { builderLecture } from './testing.ts';
import { StructureBoard } from './StructureBoard.tsx';

const meta = {
  title: 'admin/lectures/StructureBoard',
  component: StructureBoard,
  decorators: [withLiveAppShell],
  args: {
    lecture: builderLecture,
    // the page adds a lesson's content items
    detailMenu: () => <Menu.Item>컨텐츠 추가</Menu.Item>,
    chapterFooter: () => null,
  },
} satisfies Meta<typeof StructureBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/decisions/018-staff-authoring.md: every chapter and detail has a drag handle (keyboard:
 * space, arrows, space), up and down buttons (the very first and last disabled) and a ⋯ menu
 * beside the handle with the rest (docs/decisions/044-lesson-rows-and-publishing.md).
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
    await userEvent.click(canvas.getByRole('button', { name: '받아쓰기 과제 메뉴' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: '컨텐츠 추가' })).toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: '디테일 수정' })).toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: '삭제' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { lecture: { ...builderLecture, chapters: [] } },
};
