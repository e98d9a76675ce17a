import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { contents, lecture, submissions, teachers } from '../../test/fixtures.ts';
import { quizAttempts, settings, watchState } from '../../test/learning-fixtures.ts';
import { DetailViewer } from './DetailViewer.tsx';

const meta = {
  title: 'classroom/DetailViewer',
  component: DetailViewer,
  decorators: [withLiveAppShell],
  args: { content: contents.video },
  parameters: {
    msw: {
      handlers: [
        ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
        // nothing submitted yet, for every detail that has an assignment tab
        ...submissionHandlers(submissions.none),
        ...learningHandlers({ watchState, settings, quizAttempts }),
      ],
    },
  },
} satisfies Meta<typeof DetailViewer>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * docs/product/screens.md + docs/decisions/017-watch-reports.md: the player (an empty frame here)
 * resuming at 12:34 with a way to start
 * over, the share watched against the threshold, 다음 강의, materials and the assignment form. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('강의 소개와 학습 방법 영상 플레이어')).toBeInTheDocument();
    await expect(await canvas.findByText('이어보기 12:34')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '처음부터 보기' })).toBeInTheDocument();
    await expect(await canvas.findByText('시청 48% · 완료 기준 90%')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: '다음 강의: 실시간 질의응답' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '학습계획표.pdf 내려받기' })).toBeInTheDocument();
  },
};

/** A live detail without a recording: its live status in place of the player. */
export const Live: Story = {
  args: { content: contents.live },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('라이브 상태: 예정 (11월 28일 20:00)'),
    ).toBeInTheDocument();
  },
};

/** A quiz: selectable answers, the pass score, best score and attempts so far; 'complete the
 * quiz above' instead of the assignment form. */
export const Quiz: Story = {
  args: { content: contents.quiz },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(await canvas.findByText('통과 점수 60점')).toBeInTheDocument();
    await expect(canvas.getByText('위의 퀴즈를 완료하세요')).toBeInTheDocument();
  },
};

/** Other: text material, a placeholder for the video, the assignment form. */
export const Other: Story = {
  args: { content: contents.other },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('아직 등록된 영상이 없습니다.'),
    ).toBeInTheDocument();
  },
};
