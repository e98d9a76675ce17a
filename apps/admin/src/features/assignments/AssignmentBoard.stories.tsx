import type { AdminSubmission } from '@academy/api-client/contract';
import { assignmentBoardHandlers } from '@academy/api-client/mocks/assignments';
import { staffLectureHandlers } from '@academy/api-client/mocks/lectures';
import { failing, pending } from '@academy/api-client/mocks/respond';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { AssignmentBoard } from './AssignmentBoard.tsx';

const submission = (
  submissionId: number,
  studentName: string,
  detailTitle: string,
  hasFeedback: boolean,
): AdminSubmission => ({
  submissionId,
  lectureId: 1,
  lectureName: 'EJU 일본어 독해 완성',
  chapterTitle: '1장 긴 지문 읽기',
  detailTitle,
  detailType: 'QUIZ',
  studentName,
  submittedAt: `2026-11-${String(10 + submissionId).padStart(2, '0')}T09:30:00.000Z`,
  hasFeedback,
  feedback: hasFeedback ? '요지를 잘 잡았습니다.' : null,
  isCompleted: hasFeedback,
  submissionContent: `https://blog.example.com/eju-${submissionId}`,
  feedbackAt: hasFeedback ? '2026-11-20T12:00:00.000Z' : null,
});
const groups = [
  {
    lectureId: 1,
    lectureName: 'EJU 일본어 독해 완성',
    lectureCategory: '일본어',
    teacherName: '박서연',
    submissionCount: 3,
    completedCount: 1,
    pendingCount: 2,
    submissions: [
      submission(1, '김민준', '과제 1: 요지 파악', true),
      submission(2, '이서윤', '과제 1: 요지 파악', false),
      submission(3, '박지호', '과제 2: 설명문 요약', false),
    ],
  },
  {
    lectureId: 3,
    lectureName: '이과 수학 코스2 기출 분석',
    lectureCategory: '수학',
    teacherName: '김도윤',
    submissionCount: 0,
    completedCount: 0,
    pendingCount: 0,
    submissions: [],
  },
];

/** The lecture filter's choices (none needed here). */
const lectures = staffLectureHandlers([]);

const meta = {
  title: 'admin/AssignmentBoard',
  component: AssignmentBoard,
  decorators: [withLiveAppShell],
} satisfies Meta<typeof AssignmentBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Lecture groups all open, counts, 완료/대기 badges, a group with no submission
 * (docs/product/screens.md).
 */
export const Filled: Story = {
  parameters: { msw: { handlers: { lectures, board: assignmentBoardHandlers(groups) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('총 그룹 2개')).toBeInTheDocument();
    await expect(canvas.getByText('제출 내역이 없습니다.')).toBeInTheDocument();
    // the badges in the rows (the status filter says 대기 too)
    await expect(
      canvas.getAllByText('대기').filter((badge) => badge.closest('table')),
    ).toHaveLength(2);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: { lectures, board: assignmentBoardHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('표시할 데이터가 없습니다.'),
    ).toBeInTheDocument();
  },
};
/** Nothing has answered yet: a skeleton that announces 불러오는 중. */
export const Loading: Story = {
  parameters: { msw: { handlers: { lectures, board: pending(assignmentBoardHandlers([])) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { lectures, board: failing(assignmentBoardHandlers([])) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('과제 데이터를 불러오지 못했습니다.'),
    ).toBeInTheDocument();
  },
};
