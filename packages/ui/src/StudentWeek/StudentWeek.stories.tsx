import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyOverview, sampleOverview } from '@academy/api-client/mocks/test/report-samples';
import * as reportStrings from '@academy/strings/reports';
import { StudentWeek } from './StudentWeek.tsx';

const meta = {
  title: 'ui/StudentWeek',
  component: StudentWeek,
  args: { overview: sampleOverview() },
} satisfies Meta<typeof StudentWeek>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1시간 30분')).toBeInTheDocument();
    await expect(
      canvas.getByText(`${reportStrings.page.daysLeft} ${reportStrings.page.unlimited}`),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(reportStrings.page.resubmit)).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { overview: emptyOverview() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(reportStrings.page.noLectures)).toBeInTheDocument();
    await expect(canvas.getByText(reportStrings.page.noStudyDays)).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    overview: sampleOverview({
      questions: [
        {
          questionId: 1,
          lectureTitle: 'EJU 종합과목 완성: 정치 경제 사회 지리 역사 한 번에 끝내기',
          title:
            '일본 국회의 입법 과정과 내각의 역할을 비교하는 문제에서 답이 왜 3번인지 모르겠습니다',
          askedAt: '2026-11-19T11:00:00.000Z',
          answered: true,
        },
      ],
    }),
  },
};
