import { learningHandlers } from '@academy/api-client/mocks/learning';
import { failing } from '@academy/api-client/mocks/respond';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import {
  achievements,
  dashboard,
  myLectures,
  progress,
  quizzes,
  settings,
} from '../../test/learning-fixtures.ts';
import { LearningPanel } from './LearningPanel.tsx';

// Every panel reads the student's own records (docs/product/learning.md).
const records = { dashboard, lectures: myLectures, progress, quizzes, achievements, settings };

const meta = {
  title: 'classroom/LearningPanel',
  component: LearningPanel,
  decorators: [withLiveAppShell],
  args: { view: 'dashboard' },
  parameters: { msw: { handlers: learningHandlers(records) } },
  beforeEach: () => seedSession(demoUsers.student),
} satisfies Meta<typeof LearningPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 대시보드: continue at 12:34, each lecture's progress and days left, assignments, feedback. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '이어보기 12:34' })).toHaveAttribute(
      'href',
      '/dashboard?lecture=1&detail=101',
    );
    await expect(
      canvas.getByRole('progressbar', { name: 'EJU 일본어 독해 완성 진도율 25%' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('무제한')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '독해 노트 정리' })).toBeInTheDocument();
    await expect(canvas.getByText('12월 모의고사 접수 안내')).toBeInTheDocument();
  },
};

/** The dashboard of a student with nothing yet. */
export const DashboardEmpty: Story = {
  parameters: {
    msw: {
      handlers: learningHandlers({
        dashboard: {
          ...dashboard,
          continueLesson: null,
          lectures: [],
          assignmentsToSubmit: [],
          assignmentsAwaitingFeedback: [],
          recentFeedback: [],
          recentAnswers: [],
          notices: [],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('수강 중인 강의가 없습니다.')).toBeInTheDocument();
    // my page, and where to choose a course
    await expect(canvas.getByRole('link', { name: '마이페이지' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    await expect(canvas.getByRole('link', { name: '과정 안내 보기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/courses$/),
    );
  },
};

/** A failed load: the error with a retry. */
export const DashboardError: Story = {
  parameters: { msw: { handlers: failing(learningHandlers({ dashboard })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /다시/ }),
    ).toBeInTheDocument();
  },
};

/** 내 강의: enrolments with the next unfinished lesson, or 수강 완료. */
export const Courses: Story = {
  args: { view: 'courses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '실시간 질의응답 학습하기' }),
    ).toHaveAttribute('href', '/dashboard?lecture=1&detail=102');
    await expect(canvas.getByText('수강 완료')).toBeInTheDocument();
  },
};

/** 학습 진도: per chapter and lesson, status, watched time, last watched. */
export const Progress: Story = {
  args: { view: 'progress' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chapter = await canvas.findByRole('region', { name: '1장. 독해의 기초' });
    await expect(within(chapter).getByText('25분 / 26분')).toBeInTheDocument();
    await expect(within(chapter).getByText('완료')).toBeInTheDocument();
    await expect(canvas.getByText('최고 50점')).toBeInTheDocument();
  },
};

/** 퀴즈: attempts and best per quiz, with 다시 풀기 or 풀기. */
export const Quiz: Story = {
  args: { view: 'quiz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '개념 확인 퀴즈 다시 풀기' }),
    ).toHaveAttribute('href', '/dashboard?lecture=1&detail=103');
    await expect(canvas.getByText('미응시')).toBeInTheDocument();
  },
};

/** 성취: earned with the date, the rest not yet; the current streak. */
export const Achievements: Story = {
  args: { view: 'achievements' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('연속 학습 3일째')).toBeInTheDocument();
    const full = canvas.getByRole('article', { name: '완주' });
    await expect(within(full).getByText('강의: 이과 수학 코스2')).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: '7일 연속 학습' })).toHaveTextContent(
      '미획득',
    );
  },
};

/** 설정: theme, the default speed the player starts at, autoplay of the next lesson. */
export const Settings: Story = {
  args: { view: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const autoplay = await canvas.findByRole('switch', { name: /다음 강의 자동 재생/ });
    await expect(canvas.getByLabelText('기본 재생 속도')).toHaveValue('1.5배속');
    await expect(autoplay).not.toBeChecked();
    await userEvent.click(autoplay);
  },
};

/** 프로필: the profile of my page. */
export const Profile: Story = {
  args: { view: 'profile' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: demoUsers.student.name }),
    ).toBeInTheDocument();
  },
};
