import { apiPath, http, mockApi, offline, refusal } from '@academy/api-client/mocks/api';
import { classroomHandlers, submissionHandlers } from '@academy/api-client/mocks/classroom';
import { learningHandlers } from '@academy/api-client/mocks/learning';
import { demoUsers, resetSession, seedSession } from '@academy/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contents, lecture, submissions, teachers } from '../../test/fixtures.ts';
import { settings, watchState } from '../../test/learning-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Dashboard } from './Dashboard.tsx';

// The header's bell asks the API for its count: not what these tests are about.
vi.mock('@academy/live/NotificationBell', () => ({ NotificationBell: () => null }));
// The network boundary: the API answers from the fixtures like the server (MSW; CONTRIBUTING.md).
const api = mockApi(
  ...classroomHandlers({ teachers, lectures: [lecture], contents: Object.values(contents) }),
  ...submissionHandlers(submissions.none),
  // an open video lesson reads where to resume and at what speed
  ...learningHandlers({ watchState, settings }),
);
/** The lesson reads the dashboard sent (POST lectures/detail). */
const lessonReads = () => api.sent.filter((sent) => sent.path === 'lectures/detail');

beforeEach(() => seedSession(demoUsers.student));
afterEach(() => resetSession());

describe('the dashboard when a load fails', () => {
  it('shows the empty lecture list text with a retry that loads the list again', async () => {
    api.use(http.get(apiPath('lectures/list'), offline, { once: true }));
    renderWithApp(<Dashboard />, { path: '/dashboard' });
    const sidebar = screen.getByRole('navigation', { name: '강의 목록' });
    expect(await within(sidebar).findByText('등록된 강의가 없습니다.')).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: '다시 시도' }));
    expect(
      await within(sidebar).findByRole('button', { name: 'EJU 일본어 독해 완성' }),
    ).toBeInTheDocument();
    expect(api.read.filter((path) => path === 'lectures/list')).toHaveLength(2);
  });

  it('says the lecture could not be loaded, in Korean, and retries it', async () => {
    api.use(http.get(apiPath(`lectures/${lecture.lectureId}`), offline, { once: true }));
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('강의 정보를 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('navigation', { name: '학습 목차' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the lesson could not be loaded, with the server message when it sent one, and retries it', async () => {
    api.use(
      http.post(
        apiPath('lectures/detail'),
        () => refusal(404, 'NOT_FOUND', '강의 디테일을 찾을 수 없습니다.'),
        { once: true },
      ),
    );
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1&detail=101' });
    expect(await screen.findByRole('alert')).toHaveTextContent('강의 디테일을 찾을 수 없습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
    expect(lessonReads()).toHaveLength(2);
  });

  it('falls back to the Korean text when the lesson load fails without a server message', async () => {
    api.use(http.post(apiPath('lectures/detail'), offline, { once: true }));
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1&detail=101' });
    expect(await screen.findByRole('alert')).toHaveTextContent('학습 내용을 불러오지 못했습니다.');
  });
});

describe('where the study outline sits', () => {
  /** jsdom matches no media query: the dashboard lays out as on a phone unless told otherwise. */
  function screenWidth(wide: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: wide && query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  }
  afterEach(() => vi.restoreAllMocks());

  it('is the second sidebar on a wide screen', async () => {
    screenWidth(true);
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1' });
    const aside = await screen.findByRole('complementary');
    expect(await within(aside).findByRole('navigation', { name: '학습 목차' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: '학습 목차' })).toHaveLength(1);
  });

  it('is under the lecture list on a phone, where a lesson can be chosen from it', async () => {
    screenWidth(false);
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const outline = await screen.findByRole('navigation', { name: '학습 목차' });
    await userEvent.click(within(outline).getByRole('button', { name: /강의 소개와 학습 방법/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
  });
});

describe('the outline on a phone', () => {
  function phone(wide = false) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: wide && query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  }
  afterEach(() => vi.restoreAllMocks());

  it('is one tap away from an open lesson: 목차 shows only the lessons, and a lesson closes it', async () => {
    phone();
    const { router } = renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1&detail=101' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '목차' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the lesson list, not the whole navigation above it
    expect(screen.queryByRole('navigation', { name: '강의 목록' })).not.toBeInTheDocument();
    const outline = screen.getByRole('navigation', { name: '학습 목차' });
    await userEvent.click(within(outline).getByRole('button', { name: /개념 확인 퀴즈/ }));
    expect(router.state.location.search).toBe('?lecture=1&detail=103');
    expect(screen.getByRole('button', { name: '목차' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('needs no button on a wide screen, where it is the second sidebar', async () => {
    phone(true);
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1&detail=101' });
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '목차' })).not.toBeInTheDocument();
  });
});

describe('a lesson of the outline', () => {
  it('asks for its content with both its id and its type', async () => {
    renderWithApp(<Dashboard />, { path: '/dashboard?lecture=1&detail=102' });
    await vi.waitFor(() =>
      expect(lessonReads()).toEqual([
        { method: 'POST', path: 'lectures/detail', body: { lectureDetailId: 102, type: 'LIVE' } },
      ]),
    );
  });
});

describe('the collapsed sidebar', () => {
  it('is icon mode, 3rem wide, not an empty 16rem column', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    try {
      renderWithApp(<Dashboard />, { path: '/dashboard' });
      expect(
        await screen.findByRole('button', { name: '사이드바 열기/닫기 (Ctrl+B)' }),
      ).toBeInTheDocument();
      const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
      expect(styles.join('\n')).toMatch(/--app-shell-navbar-width:\s*3rem/);
      expect(styles.join('\n')).not.toMatch(/--app-shell-navbar-width:\s*16rem/);
    } finally {
      document.cookie = 'sidebar_state=; path=/; max-age=0';
    }
  });
});
