import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'ui/StatusBadge',
  component: StatusBadge,
  args: { children: '대기중' },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Group>
      <StatusBadge tone="success">답변완료</StatusBadge>
      <StatusBadge tone="warning">미답변</StatusBadge>
      <StatusBadge tone="danger">불합격</StatusBadge>
      <StatusBadge tone="info">활성</StatusBadge>
      <StatusBadge>비활성</StatusBadge>
    </Group>
  ),
};

export const LongKoreanText: Story = {
  args: { children: '피드백 작성 완료 (재제출 대기중)', tone: 'info' },
};
