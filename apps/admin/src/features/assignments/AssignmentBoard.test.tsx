import type { AssignmentGroup } from '@academy/api-client/contract';
import { assignmentBoardHandlers } from '@academy/api-client/mocks/assignments';
import { apiPath, http, mockApi, okEnvelope } from '@academy/api-client/mocks/api';
import { staffLectureHandlers } from '@academy/api-client/mocks/lectures';
import { adminKeys } from '@academy/api-client/queries/admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render.tsx';
import { AssignmentBoard } from './AssignmentBoard.tsx';

const group: AssignmentGroup = {
  lectureId: 1,
  lectureName: 'EJU 일본어 독해 완성',
  lectureCategory: '일본어',
  teacherName: '박서연',
  submissionCount: 2,
  completedCount: 0,
  pendingCount: 2,
  submissions: [
    {
      submissionId: 7,
      lectureId: 1,
      lectureName: 'EJU 일본어 독해 완성',
      chapterTitle: '1장 긴 지문 읽기',
      detailTitle: '과제 1: 요지 파악',
      detailType: 'OTHER',
      studentName: '이서윤',
      submittedAt: '2026-11-12T09:30:00.000Z',
      hasFeedback: false,
      feedback: null,
      isCompleted: false,
      submissionContent: 'https://blog.example.com/eju-7',
      feedbackAt: null,
    },
    {
      submissionId: 8,
      lectureId: 1,
      lectureName: 'EJU 일본어 독해 완성',
      chapterTitle: '2장 퀴즈',
      detailTitle: '어휘 퀴즈',
      detailType: 'QUIZ',
      studentName: '박지호',
      submittedAt: '2026-11-13T09:30:00.000Z',
      hasFeedback: false,
      feedback: null,
      isCompleted: false,
      submissionContent: 'https://blog.example.com/eju-8',
      feedbackAt: null,
    },
  ],
};

// The network boundary for the views the cache does not hold (MSW; CONTRIBUTING.md).
const api = mockApi(...assignmentBoardHandlers([group]), ...staffLectureHandlers([]));

function renderBoard() {
  const client = testQueryClient();
  // the board's first view (every status, newest first) and the lecture filter's choices
  client.setQueryData(
    adminKeys.assignmentBoard({ status: 'ALL', sort: 'newest', page: '0', size: '50' }),
    [group],
  );
  client.setQueryData(adminKeys.lectures(), []);
  return renderWithProviders(<AssignmentBoard />, { route: '/admin/assignments', client });
}

describe('the assignment board', () => {
  it('names each detail type in Korean, never the raw VIDEO/QUIZ/OTHER', () => {
    renderBoard();
    expect(screen.getByRole('cell', { name: '기타' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '퀴즈' })).toBeInTheDocument();
    expect(screen.queryByText('QUIZ')).not.toBeInTheDocument();
    expect(screen.queryByText('OTHER')).not.toBeInTheDocument();
  });

  it('opens a submission from anywhere on its row, and from its title link', async () => {
    renderBoard();
    fireEvent.click(screen.getByRole('cell', { name: '박지호' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/assignments/8'),
    );

    expect(
      screen.getByRole('link', { name: '1장 긴 지문 읽기 / 과제 1: 요지 파악' }),
    ).toHaveAttribute('href', '/admin/assignments/7');
  });
});

describe('the assignment board’s filters', () => {
  it('reads the 대기 submissions of the view it changes to, the filter kept in the address', async () => {
    const { router } = renderBoard();
    fireEvent.click(screen.getByRole('radio', { name: '대기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING'));
    await waitFor(() =>
      expect(api.read).toContain('admin/assignments?status=PENDING&sort=newest&page=0&size=50'),
    );
  });

  it('says nothing matches when a filtered view is empty', async () => {
    api.use(http.get(apiPath('admin/assignments'), () => okEnvelope({ lectureGroups: [] })));
    renderBoard();
    fireEvent.click(screen.getByRole('radio', { name: '대기' }));
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('표시할 데이터가 없습니다.')).not.toBeInTheDocument();
  });

  it('pages a long board: a full page offers the next, which is read and named in the address', async () => {
    const full: AssignmentGroup = {
      ...group,
      submissions: Array.from({ length: 50 }, (_, i) => ({
        ...group.submissions[0]!,
        submissionId: 100 + i,
      })),
    };
    api.use(http.get(apiPath('admin/assignments'), () => okEnvelope({ lectureGroups: [full] })));
    const client = testQueryClient();
    client.setQueryData(adminKeys.lectures(), []);
    const { router } = renderWithProviders(<AssignmentBoard />, {
      route: '/admin/assignments',
      client,
    });
    const next = await screen.findByRole('button', { name: '다음 페이지' });
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(api.read).toContain('admin/assignments?status=ALL&sort=newest&page=1&size=50'),
    );
    // another filter starts again from the first page
    fireEvent.click(screen.getByRole('radio', { name: '대기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING'));
  });
});
