import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InstructorCard } from './InstructorsCarousel.tsx';

const meta = {
  title: 'site/InstructorCard',
  component: InstructorCard,
  args: {
    instructor: {
      id: 1,
      name: '박서연',
      image: null,
      teachingSubjects: ['물리', '이과 수학'],
      introduction: '개념을 그림으로 풀어 설명하고, 기출 유형별로 시간 안에 푸는 법을 훈련합니다.',
    },
  },
} satisfies Meta<typeof InstructorCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithIntroduction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('박서연')).toBeInTheDocument();
    await expect(canvas.getByText('물리 · 이과 수학')).toBeInTheDocument();
  },
};

export const WithoutIntroduction: Story = {
  args: {
    instructor: {
      id: 2,
      name: '이도윤',
      image: null,
      teachingSubjects: ['화학'],
      introduction: null,
    },
  },
};
