import type { LectureListItem, Question } from '@academy/api-client/contract';
import { staffLectureHandlers } from '@academy/api-client/mocks/lectures';
import { teacherQuestionHandlers } from '@academy/api-client/mocks/questions';
import { failing, pending } from '@academy/api-client/mocks/respond';
import * as adminStrings from '@academy/strings/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveAppShell } from '@academy/live/story-support';
import { QuestionBoard } from './QuestionBoard.tsx';

const question = (
  id: number,
  lectureId: number,
  lectureName: string,
  title: string,
  studentName: string,
  answered: boolean,
): Question => ({
  id,
  title,
  content: '질문 내용',
  studentName,
  createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T08:15:00.000Z`,
  isAnswered: answered,
  lectureId,
  lectureTitle: lectureName,
  lectureName,
  answer: answered
    ? {
        content: '5분을 기준으로 연습하세요.',
        teacherName: '박서연',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }
    : null,
  followUps: [],
  images: [],
});
const groups = [
  {
    lectureId: 1,
    lectureName: 'EJU 일본어 독해 완성',
    questions: [
      question(1, 1, 'EJU 일본어 독해 완성', '긴 지문은 몇 분 안에 읽어야 하나요?', '김민준', true),
      question(2, 1, 'EJU 일본어 독해 완성', '3강 예문 해석이 헷갈립니다', '이서윤', false),
    ],
  },
  {
    lectureId: 3,
    lectureName: '이과 수학 코스2 기출 분석',
    questions: [
      question(3, 3, '이과 수학 코스2 기출 분석', '미분 문제 풀이 순서 질문', '박지호', false),
    ],
  },
];

const lecture = (lectureId: number, title: string): LectureListItem => ({
  lectureId,
  title,
  category: null,
  price: 0,
  description: null,
  thumbnailUrl: null,
  teacherName: '박서연',
  status: 'PUBLISHED',
});
/** The lecture filter's choices: the caller's lectures. */
const lectures = staffLectureHandlers([
  lecture(1, 'EJU 일본어 독해 완성'),
  lecture(3, '이과 수학 코스2 기출 분석'),
]);

const meta = {
  title: 'admin/QuestionBoard',
  component: QuestionBoard,
  decorators: [withLiveAppShell],
  parameters: { route: '/admin/qna', msw: { handlers: { lectures } } },
} satisfies Meta<typeof QuestionBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Answered questions open the detail, unanswered ones the answer form (docs/product/screens.md).
 */
export const Filled: Story = {
  parameters: { msw: { handlers: { lectures, board: teacherQuestionHandlers(groups) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '긴 지문은 몇 분 안에 읽어야 하나요?' }),
    ).toHaveAttribute('href', '/admin/qna/1');
    await expect(canvas.getByRole('link', { name: '3강 예문 해석이 헷갈립니다' })).toHaveAttribute(
      'href',
      '/admin/qna/2/answer',
    );
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: { lectures, board: teacherQuestionHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(adminStrings.qna.empty),
    ).toBeInTheDocument();
  },
};
/** Nothing has answered yet: a skeleton that announces 불러오는 중. */
export const Loading: Story = {
  parameters: { msw: { handlers: { lectures, board: pending(teacherQuestionHandlers([])) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { lectures, board: failing(teacherQuestionHandlers([])) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('질문 목록 조회 중 오류가 발생했습니다.'),
    ).toBeInTheDocument();
  },
};

/** 미답변 of one lecture, named by the address: the list shows only what waits there. */
export const UnansweredOfOneLecture: Story = {
  parameters: {
    route: '/admin/qna?status=UNANSWERED&lectureId=1',
    msw: { handlers: { lectures, board: teacherQuestionHandlers(groups) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '3강 예문 해석이 헷갈립니다' }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('link', { name: '긴 지문은 몇 분 안에 읽어야 하나요?' }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('link', { name: '미분 문제 풀이 순서 질문' }),
    ).not.toBeInTheDocument();
    // 미답변 is ordered by since when each question waits, and its order says so
    await expect(canvas.getByLabelText(adminStrings.boardFilters.sort)).toHaveValue(
      adminStrings.qna.waitingNewest,
    );
    // Back to every status: the answered one returns.
    await userEvent.click(canvas.getByRole('radio', { name: '전체' }));
    await expect(
      await canvas.findByRole('link', { name: '긴 지문은 몇 분 안에 읽어야 하나요?' }),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText(adminStrings.boardFilters.sort)).toHaveValue(
      adminStrings.boardFilters.newest,
    );
  },
};
