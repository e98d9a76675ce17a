import { videoLibraryHandlers } from '@academy/api-client/mocks/lectures';
import { failing } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { VideoPicker } from './VideoPicker.tsx';

const uploads = [
  {
    videoId: 'vid900',
    name: '2강 독해 전략: 긴 지문을 빠르게 읽는 세 가지 방법.webm',
    durationSeconds: 754,
    size: 1000,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    videoId: 'vid800',
    name: '1강 오리엔테이션.webm',
    durationSeconds: null,
    size: 1000,
    createdAt: '2026-11-19T09:00:00.000Z',
  },
];

/** The picker holding its own value, as a form field does. */
function Field({ current }: { current?: string }) {
  const [value, setValue] = useState(current ?? '');
  return (
    <VideoPicker
      label="올린 영상에서 고르기 (선택)"
      value={value}
      onChange={setValue}
      current={current}
    />
  );
}

const meta = {
  title: 'admin/lectures/VideoPicker',
  component: Field,
  decorators: [withLiveAppShell],
  parameters: { msw: { handlers: videoLibraryHandlers(uploads) } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The teacher's uploads by name and length, found by a word of the name. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await body.findByRole('option', { name: /12:34/ })).toBeInTheDocument();
    await expect(
      body.getByRole('option', { name: '1강 오리엔테이션.webm (길이 모름)' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: videoLibraryHandlers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await body.findByText('올린 영상이 없습니다.')).toBeInTheDocument();
  },
};

/** The video a content already uses stays chosen though the list does not hold it. */
export const CurrentNotListed: Story = { args: { current: 'vid123' } };

export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(videoLibraryHandlers(uploads)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('영상 목록을 불러오지 못했습니다.')).toBeInTheDocument();
  },
};
