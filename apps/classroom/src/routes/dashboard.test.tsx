import * as api from '@academy/api-client/endpoints/classroom';
import * as learning from '@academy/api-client/endpoints/learning';
import { authStore, sessionAtom } from '@academy/auth/session';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lecture, ok, teachers } from '../test/fixtures.ts';
import { achievements, myLectures, progress, quizzes } from '../test/learning-fixtures.ts';
import { renderWithApp } from '../test/render.tsx';
import { Component as DashboardRoute } from './dashboard.tsx';

// The network boundary: the classroom's endpoint module (the queries call it).
// The header's bell asks the API for its count: not what these tests are about.
vi.mock('@academy/live/NotificationBell', () => ({ NotificationBell: () => null }));
vi.mock('@academy/api-client/endpoints/classroom', () => ({
  classroomLectures: vi.fn(),
  classroomLecture: vi.fn(),
  detailContent: vi.fn(),
  submissionStatus: vi.fn(),
  submitLink: vi.fn(),
  askAboutLecture: vi.fn(),
  shopLectures: vi.fn(),
}));
vi.mock('@academy/api-client/endpoints/learning', () => ({
  myLectures: vi.fn(),
  lectureProgress: vi.fn(),
  myQuizzes: vi.fn(),
  achievements: vi.fn(),
}));

beforeEach(() => {
  seedSession(demoUsers.student);
  vi.mocked(api.classroomLectures).mockResolvedValue(ok(teachers));
  vi.mocked(api.classroomLecture).mockResolvedValue(ok(lecture));
  vi.mocked(learning.myLectures).mockResolvedValue(ok(myLectures));
  vi.mocked(learning.lectureProgress).mockResolvedValue(ok(progress));
  vi.mocked(learning.myQuizzes).mockResolvedValue(ok(quizzes));
  vi.mocked(learning.achievements).mockResolvedValue(ok(achievements));
});
afterEach(() => {
  resetSession();
  vi.clearAllMocks();
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
    expect(await screen.findByText('학습할 강의를 선택하세요')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: '강의 목록' });
    expect(within(sidebar).getAllByRole('status').length).toBeGreaterThanOrEqual(2);
    expect(within(sidebar).queryByText('등록된 목표 대학이 없습니다.')).toBeNull();
    expect(within(sidebar).queryByText('등록된 강의가 없습니다.')).toBeNull();
    expect(within(sidebar).queryByText('선생님')).toBeNull();
    expect(api.classroomLectures).not.toHaveBeenCalled();
  });
});

describe('the dashboard learning views (spec 2.7, issue 19)', () => {
  it('offers the seven views in the first sidebar by their Korean names', async () => {
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    const menu = await screen.findByRole('group', { name: '학습 메뉴' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['대시보드', '내 강의', '학습 진도', '퀴즈', '성취', '설정', '프로필']);
  });

  it('makes the chosen view the page heading and shows the student’s own records in its panel', async () => {
    const { router } = renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByText('학습할 강의를 선택하세요')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' });

    await userEvent.click(screen.getByRole('button', { name: '학습 진도' }));
    expect(screen.getByRole('heading', { level: 1, name: '학습 진도' })).toBeInTheDocument();
    const chapter = await screen.findByRole('region', { name: '2장. 실전 연습' });
    expect(within(chapter).getByText('학습 중')).toBeInTheDocument();
    expect(learning.lectureProgress).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '학습 진도' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(router.state.location.search).toBe('?view=progress');

    await userEvent.click(screen.getByRole('button', { name: '퀴즈' }));
    expect(screen.getByRole('heading', { level: 1, name: '퀴즈' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '미분 확인 퀴즈' })).toBeInTheDocument();
    expect(api.classroomLecture).not.toHaveBeenCalled();
    expect(api.detailContent).not.toHaveBeenCalled();
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
    expect(api.classroomLecture).toHaveBeenCalledWith(1);
  });
});
