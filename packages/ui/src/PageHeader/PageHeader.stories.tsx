import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as ko from '@academy/strings';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'ui/PageHeader',
  component: PageHeader,
  args: { title: '공지사항' },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: '공지사항' }),
    ).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    title: '배너관리',
    description: '활성 배너는 최대 5개까지 홈 화면에 보입니다.',
    actions: (
      <>
        <Button variant="default">{ko.common.save}</Button>
        <Button>{ko.common.create}</Button>
      </>
    ),
  },
};

export const LongKoreanText: Story = {
  args: {
    title:
      '일본 명문대학 합격을 위한 EJU 종합 이과 수학 심화 과정 (물리·화학 포함) 수강생 과제 제출 현황 및 피드백 관리',
    description:
      '강의별로 학생들이 제출한 과제를 확인하고 합격 여부와 피드백을 남길 수 있습니다. 피드백을 저장하면 수정할 수 없으니 신중하게 작성해주세요.',
    actions: <Button>{ko.common.create}</Button>,
  },
};
