import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contents } from '../../../test/fixtures.ts';
import { LiveLesson } from './LiveLesson.tsx';

/** A live lesson's placeholder: status, time in Korean and the join link staff set. */
const meta = {
  title: 'classroom/LiveLesson',
  component: LiveLesson,
  decorators: [withAppShell],
  args: {
    content: {
      ...contents.live,
      // far ahead, so the story reads 방송 예정 whenever it runs
      live: {
        startsAt: '2099-12-03T10:00:00.000Z',
        endsAt: '2099-12-03T12:00:00.000Z',
        minutes: 120,
        joinUrl: 'https://zoom.us/j/1234567890',
      },
    },
  },
} satisfies Meta<typeof LiveLesson>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('라이브 상태: 방송 예정')).toBeInTheDocument();
    await expect(canvas.getByText('방송 시간: 12월 3일 (목) 19:00 ~ 21:00')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /방송 입장/ })).toBeDisabled();
  },
};

export const Ended: Story = {
  args: {
    content: {
      ...contents.live,
      live: {
        startsAt: '2026-11-21T11:00:00.000Z',
        endsAt: '2026-11-21T12:30:00.000Z',
        minutes: 90,
        joinUrl: 'https://www.youtube.com/live/abc',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('라이브 상태: 종료')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NotScheduledYet: Story = {
  args: { content: contents.live },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('방송 일정은 곧 안내됩니다.'),
    ).toBeInTheDocument();
  },
};
