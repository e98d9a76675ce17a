import type { Meta, StoryObj } from '@storybook/react-vite';
import * as ma from '@academy/strings/mock-authoring';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScaleTableEditor } from './ScaleTableEditor.tsx';

const reading = {
  id: 3,
  kind: 'READING' as const,
  rawMax: 10,
  scaleMax: 200,
  scale: { table: [0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200], linear: true },
};

const meta = {
  title: 'admin/ScaleTableEditor',
  component: ScaleTableEditor,
  args: { section: reading, onSave: fn() },
} satisfies Meta<typeof ScaleTableEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The linear table, labelled 추정 until staff set their own. */
export const Linear: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('추정')).toBeVisible();
  },
};

/** Staff's own table. */
export const Custom: Story = {
  args: {
    section: {
      ...reading,
      scale: { table: [0, 30, 60, 85, 105, 120, 140, 155, 170, 185, 200], linear: false },
    },
  },
};

/** A score lower than the one before: refused at the grid with the rule's words. */
export const Decreasing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('textbox', { name: ma.mock.scaleCell(5) });
    await userEvent.clear(cell);
    await userEvent.type(cell, '10');
    await userEvent.click(canvas.getByRole('button', { name: ma.mock.saveScale }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ma.errors.scaleDecreasing);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
