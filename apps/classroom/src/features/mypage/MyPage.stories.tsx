import { questionKeys } from '@academy/api-client/queries/questions';
import { demoUsers, seedSession } from '@academy/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppShell } from '../../shared/story-decorators.tsx';
import { myQuestions } from '../../test/fixtures.ts';
import { MyPage } from './MyPage.tsx';

const meta = {
  title: 'classroom/MyPage',
  component: MyPage,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen', route: '/mypage' },
  beforeEach: () => seedSession(demoUsers.student),
} satisfies Meta<typeof MyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** spec 2.8: every profile field, goal universities and EJU scores. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('도쿄대학 · 공학부')).toBeInTheDocument();
    await expect(canvas.getByText('010-1234-5678')).toBeInTheDocument();
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

/** The summary tab is a placeholder (추후 연결 예정). */
export const Summary: Story = {
  parameters: { route: '/mypage?tab=summary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('추후 연결 예정')).toBeInTheDocument();
  },
};

/** Password change disabled (준비 중), withdrawal. */
export const Settings: Story = {
  parameters: { route: '/mypage?tab=settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '비밀번호 변경 (준비 중)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '회원 탈퇴' })).toBeEnabled();
  },
};

/** Questions by lecture, one answered and one waiting. */
export const Questions: Story = {
  parameters: {
    route: '/mypage?tab=ask',
    queries: [{ queryKey: questionKeys.mine(), data: myQuestions }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('답변완료')).toBeInTheDocument();
    await expect(canvas.getByText('미답변')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: '예제 3번 해설을 다시 듣고 싶어요' }),
    ).toHaveAttribute('href', '/mypage/questions/22');
  },
};

export const NoQuestions: Story = {
  parameters: { route: '/mypage?tab=ask', queries: [{ queryKey: questionKeys.mine(), data: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('등록된 질문이 없습니다.')).toBeInTheDocument();
  },
};

/** A failed question list: its error and a retry. */
export const QuestionsLoadFailed: Story = {
  parameters: { route: '/mypage?tab=ask', failedQueries: [questionKeys.mine()] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '다시 시도' }),
    ).toBeInTheDocument();
  },
};
