import * as api from '@academy/api-client/endpoints/classroom';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lecture, ok, teachers } from '../test/fixtures.ts';
import { renderWithApp } from '../test/render.tsx';
import { Component as DashboardRoute } from './dashboard.tsx';

// The network boundary: the classroom's endpoint module (the queries call it).
vi.mock('@academy/api-client/endpoints/classroom', () => ({
  classroomLectures: vi.fn(),
  classroomLecture: vi.fn(),
  detailContent: vi.fn(),
  submissionStatus: vi.fn(),
  submitLink: vi.fn(),
  askAboutLecture: vi.fn(),
  shopLectures: vi.fn(),
}));

beforeEach(() => {
  seedSession(demoUsers.student);
  vi.mocked(api.classroomLectures).mockResolvedValue(ok(teachers));
  vi.mocked(api.classroomLecture).mockResolvedValue(ok(lecture));
});
afterEach(() => {
  resetSession();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the dashboard demo views (spec 2.7)', () => {
  it('offers the seven views in the first sidebar by their Korean names', async () => {
    renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    const menu = await screen.findByRole('group', { name: '학습 메뉴' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['대시보드', '내 강의', '학습 진도', '퀴즈', '성취', '설정', '프로필']);
  });

  it('makes the chosen view the page heading and shows its sample panel without any call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderWithApp(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByText('학습할 강의를 선택하세요')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'EJU 일본어 독해 완성' });

    await userEvent.click(screen.getByRole('button', { name: '학습 진도' }));
    expect(screen.getByRole('heading', { level: 1, name: '학습 진도' })).toBeInTheDocument();
    const subjects = await screen.findByRole('region', { name: '과목별 진도' });
    expect(
      within(subjects).getByRole('progressbar', { name: '일본어 독해 진도율 72%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '학습 진도' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(router.state.location.search).toBe('?view=progress');

    await userEvent.click(screen.getByRole('button', { name: '퀴즈' }));
    expect(screen.getByRole('heading', { level: 1, name: '퀴즈' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '미분 기본 퀴즈' })).toBeInTheDocument();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(api.classroomLecture).not.toHaveBeenCalled();
    expect(api.detailContent).not.toHaveBeenCalled();
  });

  it('still opens a lecture after a demo view: its title becomes the heading and the outline opens', async () => {
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
