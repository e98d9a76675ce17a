import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { contents, lecture, submissions, teachers } from '../test/fixtures.ts';
import { myLectures, settings, watchState } from '../test/learning-fixtures.ts';
import DashboardPage from './dashboard.tsx';

const meta = {
  title: 'classroom/DashboardPage',
  component: DashboardPage,
  decorators: [withLiveAppShell],
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    msw: {
      handlers: {
        bell: notificationHandlers({ unreadCount: 0 }),
        classroom: classroomHandlers({ teachers, lectures: [lecture], contents: [contents.video] }),
        lesson: [
          ...submissionHandlers(submissions.waiting),
          ...learningHandlers({ watchState, settings }),
        ],
      },
    },
  },
  beforeEach: () => seedSession(demoUsers.student),
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet (docs/product/screens.md). */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('학습할 강의를 선택하세요'),
    ).toBeInTheDocument();
  },
};

/** A lecture and a video lesson open: its title is the heading; review and ask buttons. */
export const LessonOpen: Story = {
  parameters: { route: '/dashboard?lecture=1&detail=101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '질문하기' })).toHaveAttribute(
      'href',
      '/mypage/questions/new?lectureId=1&detailId=101',
    );
  },
};

/** A learning view chosen from the sidebar menu: its title is the heading, its panel lazy-loads
 * and shows the student's own lectures. */
export const LearningView: Story = {
  parameters: {
    route: '/dashboard?view=courses',
    msw: { handlers: { lesson: learningHandlers({ lectures: myLectures }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '내 강의' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('progressbar', { name: '이과 수학 코스2 진도율 100%' }),
    ).toBeInTheDocument();
  },
};
