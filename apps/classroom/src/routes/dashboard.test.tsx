import { mockApi } from '@academy/api-client/mocks/api';
import { classroomHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { authStore, sessionAtom } from '@academy/auth/session';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contents, lecture, teachers } from '../test/fixtures.ts';
import {
  achievements,
  dashboard,
  myLectures,
  progress,
  quizzes,
} from '../test/learning-fixtures.ts';
import { renderWithApp } from '../test/render.tsx';
import DashboardRoute from './dashboard.tsx';

// The header's bell asks the API for its count: not what these tests are about.
vi.mock('@academy/live/NotificationBell', () => ({ NotificationBell: () => null }));
// The network boundary: the API answers from the fixtures like the server (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
  ...learningHandlers({ dashboard, lectures: myLectures, progress, quizzes, achievements }),
);
/** Whether the dashboard read the lecture list, a lecture (GET lectures/...) or a lesson. */
const classroomCalls = () => [
  ...api.read.filter((path) => path.startsWith('lectures/')),
  ...api.sent.filter((sent) => sent.path === 'lectures/detail').map((sent) => sent.path),
];

beforeEach(() => seedSession(demoUsers.student));
afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
});

describe('the dashboard before the person is known (the first screen the server draws)', () => {
  it('shows placeholders where the person goes, not an empty profile, and asks for nothing', async () => {
    // Signed in (the session hint), but the start-up check has not said who yet.
    authStore.set(sessionAtom, {
      user: null,
      isLoading: false,
      isAuthenticated: true,
      error: null,
    });
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    const sidebar = await screen.findByRole('navigation', { name: '강의 목록' });
    // neither the student's dashboard nor staff's prompt until the person is known
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('학습할 강의를 선택하세요')).toBeNull();
    expect(within(sidebar).getAllByRole('status').length).toBeGreaterThanOrEqual(2);
    expect(within(sidebar).queryByText('등록된 목표 대학이 없습니다.')).toBeNull();
    expect(within(sidebar).queryByText('등록된 강의가 없습니다.')).toBeNull();
    expect(within(sidebar).queryByText('선생님')).toBeNull();
    expect(api.read).not.toContain('lectures/list');
    expect(api.read).not.toContain('learning/dashboard');
  });
});

describe('what the classroom opens on', () => {
  it('is the student’s dashboard: continue, lectures with progress, what is due and notices', async () => {
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '대시보드' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = within(screen.getByRole('main'));
    // one click to continue at the resume point
    expect(await main.findByRole('link', { name: '이어보기 12:34' })).toHaveAttribute(
      'href',
      '/dashboard?lecture=1&detail=101',
    );
    expect(main.getByRole('progressbar', { name: '이과 수학 코스2 진도율 100%' })).toBeVisible();
    const due = within(main.getByRole('region', { name: '할 일' }));
    expect(due.getByRole('link', { name: '독해 노트 정리' })).toHaveAttribute(
      'href',
      '/dashboard?lecture=1&detail=104',
    );
    expect(due.getByRole('link', { name: '개념 확인 퀴즈' })).toHaveAttribute(
      'href',
      '/dashboard?lecture=1&detail=103',
    );
    // a notice is dated by its publication and opens on the site
    const notices = within(main.getByRole('region', { name: '최근 공지사항' }));
    expect(notices.getByText('2026.11.20')).toBeVisible();
    expect(notices.getByRole('link', { name: '12월 모의고사 접수 안내' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/notices\/5$/) as string,
    );
    expect(screen.queryByText('학습할 강의를 선택하세요')).toBeNull();
  });

  it('continues the lesson in one click', async () => {
    const { router } = renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('link', { name: '이어보기 12:34' }));
    expect(router.state.location.search).toBe('?lecture=1&detail=101');
    expect(
      await screen.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
  });

  it('is the prompt to choose a lecture for staff, who record no learning', async () => {
    seedSession(demoUsers.teacher);
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByText('학습할 강의를 선택하세요')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' });
    expect(api.read).not.toContain('learning/dashboard');
  });
});

describe('the dashboard learning views', () => {
  it('offers the seven views in the first sidebar by their Korean names', async () => {
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    const menu = await screen.findByRole('group', { name: '학습 메뉴' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['대시보드', '내 강의', '학습 진도', '퀴즈', '성취', '설정', '프로필']);
    // Its reads finish here, not in the next test's count.
    await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' });
  });

  it('makes the chosen view the page heading and shows the student’s own records in its panel', async () => {
    const { router } = renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' });

    await userEvent.click(screen.getByRole('button', { name: '학습 진도' }));
    expect(screen.getByRole('heading', { level: 1, name: '학습 진도' })).toBeInTheDocument();
    const chapter = await screen.findByRole('region', { name: '2장. 실전 연습' });
    expect(within(chapter).getByText('학습 중')).toBeInTheDocument();
    expect(api.read).toContain('learning/lectures/1/progress');
    expect(screen.getByRole('button', { name: '학습 진도' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(router.state.location.search).toBe('?view=progress');

    await userEvent.click(screen.getByRole('button', { name: '퀴즈' }));
    expect(screen.getByRole('heading', { level: 1, name: '퀴즈' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '미분 확인 퀴즈' })).toBeInTheDocument();
    expect(classroomCalls()).toEqual(['lectures/list']);
  });

  it('still opens a lecture after a learning view: its title becomes the heading and the outline opens', async () => {
    renderWithApp(<DashboardRoute />, { path: '/dashboard?view=achievements' });
    expect(await screen.findByRole('heading', { level: 1, name: '성취' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EJU 일본어 독해 완성' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '학습 목차' })).toBeInTheDocument();
    expect(screen.queryByText('7일 연속 학습')).not.toBeInTheDocument();
    expect(api.read).toContain('lectures/1');
  });
});
