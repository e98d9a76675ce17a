import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { contents, lecture, submissions, teachers } from '../test/fixtures.ts';
import { dashboard, myLectures, settings, watchState } from '../test/learning-fixtures.ts';
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
          ...learningHandlers({ dashboard, watchState, settings }),
        ],
      },
    },
  },
  beforeEach: () => seedSession(demoUsers.student),
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a student's classroom opens on their dashboard (docs/product/screens.md). */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '이어보기 12:34' })).toHaveAttribute(
      'href',
      '/dashboard?lecture=1&detail=101',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '개념 확인 퀴즈' })).toBeInTheDocument();
  },
};

/** The same on a phone (412 px): the panels stack in one column. */
export const NothingSelectedOnAPhone: Story = {
  ...NothingSelected,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** A student with nothing begun: each part says so. */
export const NothingBegun: Story = {
  parameters: {
    msw: {
      handlers: {
        lesson: learningHandlers({
          dashboard: {
            ...dashboard,
            continueLesson: null,
            lectures: [],
            assignmentsToSubmit: [],
            quizzesToTake: [],
            assignmentsAwaitingFeedback: [],
            recentFeedback: [],
            recentAnswers: [],
            notices: [],
          },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('아직 시청한 영상이 없습니다. 강의를 골라 학습을 시작하세요.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('기다리는 과제나 퀴즈가 없습니다.')).toBeInTheDocument();
  },
};

/** Staff record no learning: nothing chosen is the prompt to choose a lecture. */
export const NothingSelectedForStaff: Story = {
  beforeEach: () => seedSession(demoUsers.teacher),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('학습할 강의를 선택하세요'),
    ).toBeInTheDocument();
  },
};

/** A lesson open on a phone: the lecture's lessons are one tap away (목차), not under the menu. */
export const LessonOpenOnAPhone: Story = {
  parameters: { route: '/dashboard?lecture=1&detail=101' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '목차' })).toBeInTheDocument();
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
