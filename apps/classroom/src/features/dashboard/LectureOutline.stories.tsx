import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { lecture } from '../../test/fixtures.ts';
import { LectureOutline } from './LectureOutline.tsx';

const meta = {
  title: 'classroom/LectureOutline',
  component: LectureOutline,
  args: { lecture, selectedDetailId: 101, onSelect: fn() },
  render: (args) => (
    <div style={{ width: '18rem' }}>
      <LectureOutline {...args} />
    </div>
  ),
} satisfies Meta<typeof LectureOutline>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Chapters as headings, details with type and completed mark, days left, progress
 * (docs/product/screens.md).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2장. 실전 연습' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /개념 확인 퀴즈/ })).toBeInTheDocument();
  },
};

/** No period: 무제한; nothing opened yet. */
export const Unlimited: Story = {
  args: { lecture: { ...lecture, expireDaysLeft: null, progressRate: 0 }, selectedDetailId: null },
};

export const LongKoreanText: Story = {
  args: {
    lecture: {
      ...lecture,
      lectureTitle:
        '2027학년도 EJU 일본어 독해·청해·청독해 완성 종합반 (기초부터 실전 모의고사까지)',
      chapters: [
        {
          chapterId: 1,
          chapterTitle: '1장. 일본 대학 입시의 구조와 EJU 과목별 출제 경향 분석',
          details: [
            {
              detailId: 1,
              detailTitle: '장문 독해에서 필자의 주장과 근거를 빠르게 찾아내는 세 가지 방법',
              type: 'VIDEO',
              isCompleted: true,
            },
          ],
        },
      ],
    },
  },
};
