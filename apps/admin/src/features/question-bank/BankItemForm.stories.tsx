import type { BankItem } from '@academy/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLiveAppShell } from '@academy/live/story-support';
import * as ma from '@academy/strings/mock-authoring';
import { expect, within } from 'storybook/test';
import { BankItemForm } from './BankItemForm.tsx';

const item: BankItem = {
  id: 12,
  sectionKind: 'READING',
  kind: 'CHOICE',
  unit: '語彙',
  difficulty: 2,
  stemExcerpt: '「彼の説明はいつも簡潔だ。」',
  stem: '「彼の説明はいつも簡潔だ。」の「簡潔」に最も近い意味のものを選びなさい。',
  author: { id: 2, name: '박서연' },
  canEdit: true,
  usedIn: 1,
  updatedAt: '2026-11-20T00:00:00.000Z',
  imageKey: null,
  imageUrl: null,
  audioKey: null,
  audioUrl: null,
  options: ['短くてわかりやすい', '長くて詳しい', '難しくて複雑な', '丁寧で優しい'],
  answerIndex: 0,
  explanation: '「簡潔」は、むだがなく要点がまとまっていること。',
  prompts: null,
};

const meta = {
  title: 'admin/BankItemForm',
  component: BankItemForm,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof BankItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new item: a 読解 choice item with four empty options. */
export const New: Story = {};

/** The author editing their item: the right option chosen. */
export const Editing: Story = {
  args: { item },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: ma.bank.answerOf(0) })).toBeChecked();
  },
};

/** Another teacher's item: read only. */
export const ReadOnly: Story = {
  args: { item: { ...item, canEdit: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ma.bank.readOnly)).toBeVisible();
  },
};

/** A 記述 item: two prompts, no options. */
export const Writing: Story = {
  args: {
    item: {
      ...item,
      sectionKind: 'WRITING',
      kind: 'WRITING',
      options: null,
      answerIndex: null,
      prompts: ['テーマA', 'テーマB'],
    },
  },
};
