import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { LessonTypeSelect } from './LessonTypeSelect.tsx';

/** The picker holding its own value, as a form field does. */
function Field({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <LessonTypeSelect label="디테일 유형" value={value} onChange={setValue} />;
}

const meta = {
  title: 'admin/lectures/LessonTypeSelect',
  component: Field,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four kinds by their Korean names, each with its icon. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: '디테일 유형' }));
    for (const name of ['영상', '라이브', '퀴즈', '기타'])
      await expect(await body.findByRole('option', { name })).toBeInTheDocument();
  },
};

/** A code typed (quiz) finds its kind; leaving the field takes it. */
export const TypedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: '디테일 유형' });
    await userEvent.type(field, 'quiz');
    await userEvent.tab();
    await expect(field).toHaveValue('퀴즈');
  },
};

export const Chosen: Story = { args: { start: 'LIVE' } };
