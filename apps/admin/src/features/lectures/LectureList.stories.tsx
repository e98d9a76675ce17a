import { staffLectureHandlers } from '@academy/api-client/mocks/lectures';
import { failing, pending } from '@academy/api-client/mocks/respond';
import * as adminStrings from '@academy/strings/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { LectureList } from './LectureList.tsx';

const lecture = (lectureId: number, title: string, category: string | null, price: number) => ({
  lectureId,
  title,
  category,
  price,
  description: null,
  thumbnailUrl: null,
  teacherName: '박서연',
  status: 'PUBLISHED' as const,
});
const lectures = [
  lecture(1, 'EJU 일본어 독해 완성', '일본어', 180000),
  lecture(2, 'EJU 청해·청독해 실전 모의고사 12회분', '일본어', 150000),
  lecture(3, '이과 수학 코스2 기출 분석', '수학', 210000),
  lecture(4, '지망이유서 첨삭 특강', null, 0),
];

const meta = {
  title: 'admin/LectureList',
  component: LectureList,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof LectureList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Title, category and price in won; a title opens the lecture (docs/product/screens.md). */
export const Filled: Story = {
  parameters: { msw: { handlers: staffLectureHandlers(lectures) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'EJU 일본어 독해 완성' })).toHaveAttribute(
      'href',
      '/admin/lectures/1',
    );
    await expect(canvas.getByText('180,000원')).toBeInTheDocument();
    // The first column holds lecture names: headed 강의명, not the page's title 강의관리.
    await expect(canvas.getByRole('columnheader', { name: '강의명' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: staffLectureHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(adminStrings.lectures.empty),
    ).toBeInTheDocument();
  },
};
/** Nothing has answered yet: a skeleton that announces 불러오는 중. */
export const Loading: Story = {
  parameters: { msw: { handlers: pending(staffLectureHandlers(lectures)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing(staffLectureHandlers(lectures)) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('강의 목록을 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
