import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ko.common.empty)).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { message: '등록된 강의가 없습니다.', action: <Button>{ko.common.create}</Button> },
};

export const LongKoreanText: Story = {
  args: {
    title: '아직 작성한 질문이 없습니다',
    message:
      '강의를 들으며 궁금한 점이 생기면 언제든지 질문을 남겨주세요. 담당 강사님이 확인 후 답변을 드리며, 답변이 달리기 전까지는 질문을 수정하거나 삭제할 수 있습니다.',
  },
};
