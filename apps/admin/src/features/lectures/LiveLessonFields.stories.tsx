import type { AdminDetail } from '@academy/api-client/contract';
import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DetailEditor } from './StructureEditors.tsx';

const live: AdminDetail = {
  detailId: 31,
  lectureChapterId: 3,
  quizQuestionCount: 0,
  detailTitle: '실시간 질의응답 (매주 토요일 20시)',
  type: 'LIVE',
  detailOrder: 1,
  content: null,
  live: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** The lesson edit form of a LIVE lesson: its start, length and join link (LiveLessonFields). */
const meta = {
  title: 'admin/lectures/LiveLessonFields',
  component: DetailEditor,
  decorators: [withAppShell],
  args: { lectureId: 9, detail: live, onClose: fn() },
} satisfies Meta<typeof DetailEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotScheduled: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByLabelText('방송 시작 시각 (한국 시간)')).toHaveValue('');
    await expect(body.getByRole('textbox', { name: '입장 링크' })).toHaveValue('');
  },
};

export const Scheduled: Story = {
  args: {
    detail: {
      ...live,
      live: {
        startsAt: '2026-12-03T10:00:00.000Z',
        endsAt: '2026-12-03T11:30:00.000Z',
        minutes: 90,
        joinUrl: 'https://zoom.us/j/1234567890',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByLabelText('방송 시작 시각 (한국 시간)')).toHaveValue(
      '2026-12-03T19:00',
    );
    await expect(body.getByRole('textbox', { name: '입장 링크' })).toHaveValue(
      'https://zoom.us/j/1234567890',
    );
  },
};
