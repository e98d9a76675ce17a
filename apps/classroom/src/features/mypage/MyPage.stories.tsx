import { ejuSittingHandlers, learningSummaryHandlers } from '@academy/api-client/mocks/accounts';
import { notificationHandlers } from '@academy/api-client/mocks/live';
import { myQuestionListHandlers } from '@academy/api-client/mocks/questions';
import { failing } from '@academy/api-client/mocks/respond';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { myQuestions } from '../../test/fixtures.ts';
import { MyPage } from './MyPage.tsx';

const meta = {
  title: 'classroom/MyPage',
  component: MyPage,
  decorators: [withLiveAppShell],
  parameters: {
    layout: 'fullscreen',
    route: '/mypage',
    msw: {
      handlers: {
        bell: notificationHandlers({ unreadCount: 0 }),
        sittings: ejuSittingHandlers([
          {
            id: 1,
            year: 2026,
            month: 6,
            japaneseReading: 170,
            japaneseListening: 150,
            japaneseTotal: 320,
            japaneseWriting: 40,
            science1Subject: 'PHYSICS',
            science1Score: 80,
            science2Subject: 'CHEMISTRY',
            science2Score: 72,
            generalStudies: null,
            mathCourse: 'COURSE2',
            mathScore: 165,
            createdAt: '2026-07-20T01:00:00.000Z',
            updatedAt: '2026-07-20T01:00:00.000Z',
          },
        ]),
      },
    },
  },
  beforeEach: () => seedSession(demoUsers.student),
} satisfies Meta<typeof MyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Every profile field, goal universities and EJU scores (docs/product/screens.md), its edit button
 * and the latest official sitting.
 */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('도쿄대학 · 공학부')).toBeInTheDocument();
    await expect(canvas.getByText('010-1234-5678')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '프로필 수정' })).toBeEnabled();
    await expect(await canvas.findByText('320 / 400')).toBeInTheDocument();
  },
};

/** No official sitting recorded yet. */
export const NoSittings: Story = {
  parameters: { msw: { handlers: { sittings: ejuSittingHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('등록된 공식 EJU 성적이 없습니다.'),
    ).toBeInTheDocument();
  },
};

/** A profile with nothing filled in: dashes and the no-goal text. */
export const EmptyProfile: Story = {
  beforeEach: () => seedSession({ ...demoUsers.student, goalUniversities: [], ejuScores: null }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('등록된 목표 대학이 없습니다.'),
    ).toBeInTheDocument();
  },
};

/** The learning summary, counted from the student's own records. */
export const Summary: Story = {
  parameters: {
    route: '/mypage?tab=summary',
    msw: {
      handlers: {
        summary: learningSummaryHandlers({
          lectures: 2,
          completedLessons: 7,
          totalLessons: 20,
          watchedSeconds: 4520,
          quizzesTaken: 3,
          quizzesPassed: 2,
          quizAverageBestScore: 85,
          assignmentsSubmitted: 1,
          assignmentsPassed: 1,
          currentStreakDays: 4,
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 / 20')).toBeInTheDocument();
    await expect(canvas.getByText('1시간 15분')).toBeInTheDocument();
    await expect(canvas.getByText('85점')).toBeInTheDocument();
  },
};

/** The password change, and the withdrawal that says what goes and asks for the password. */
export const Settings: Story = {
  parameters: { route: '/mypage?tab=settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('현재 비밀번호')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '비밀번호 변경' })).toBeEnabled();
    await expect(await canvas.findByText('기록한 공식 EJU 성적')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '회원 탈퇴' })).toBeEnabled();
  },
};

/** Questions by lecture, one answered and one waiting. */
export const Questions: Story = {
  parameters: {
    route: '/mypage?tab=ask',
    msw: { handlers: { questions: myQuestionListHandlers(myQuestions) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('답변완료')).toBeInTheDocument();
    await expect(canvas.getByText('미답변')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: '예제 3번 해설을 다시 듣고 싶어요' }),
    ).toHaveAttribute('href', '/mypage/questions/22');
  },
};

export const NoQuestions: Story = {
  parameters: {
    route: '/mypage?tab=ask',
    msw: { handlers: { questions: myQuestionListHandlers([]) } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('등록된 질문이 없습니다.'),
    ).toBeInTheDocument();
  },
};

/** A failed question list: its error and a retry. */
export const QuestionsLoadFailed: Story = {
  parameters: {
    route: '/mypage?tab=ask',
    msw: { handlers: { questions: failing(myQuestionListHandlers([])) } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '다시 시도' }),
    ).toBeInTheDocument();
  },
};
