import * as ko from '@academy/strings';
import { render } from '@academy/vitest-config/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from './auth-api.ts';
import { RequireAuth, RequireStaff } from './guards.tsx';
import { ServerSessionContext } from './use-session.ts';
import { loginUrl, navigateAfterLogin, returnToAfterLogin, returnToSearch } from './return-to.ts';
import {
  authCheckedAtom,
  authStore,
  SIGNED_OUT,
  sessionAtom,
  signedOutByUserAtom,
} from './session.ts';
import { resetAuthSetup, setupAuth } from './setup.ts';

const api = (role: string | null): AuthApi => ({
  login: vi.fn(),
  fetchCurrentUser: vi.fn(async () => {
    if (!role) throw Object.assign(new Error(''), { status: 401 });
    return {
      id: 1,
      userId: 'x@academy.test',
      name: '홍길동',
      role: role as 'STUDENT',
      studentContact: null,
      parentContact: null,
      address: null,
      majorType: null,
      goalUniversities: [],
      studyYears: null,
      ejuScores: null,
      image: null,
      note: null,
    };
  }),
  refresh: vi.fn(),
  logout: vi.fn(),
  withdraw: vi.fn(),
});

/** A start-up check whose profile answer waits for `answer()`. */
async function slowCheck(role: string) {
  const slow = api(role);
  const user = await slow.fetchCurrentUser();
  let resolve: (value: typeof user) => void = () => {};
  slow.fetchCurrentUser = () => new Promise((done) => (resolve = done));
  setupAuth({ api: slow, watch: false, notify: () => {} });
  return { user, answer: () => resolve(user) };
}

function renderGuarded(ui: React.ReactNode) {
  return render(<>{ui}</>);
}

afterEach(() => {
  resetAuthSetup();
  authStore.set(sessionAtom, SIGNED_OUT);
  authStore.set(authCheckedAtom, false);
  authStore.set(signedOutByUserAtom, null);
});

describe('returnToAfterLogin (no open redirect)', () => {
  it('follows a return address on one of the three origins', () => {
    const target = 'http://localhost:3001/dashboard?x=1';
    expect(returnToAfterLogin(`returnTo=${encodeURIComponent(target)}`)).toBe(target);
    expect(
      returnToAfterLogin(new URLSearchParams({ returnTo: 'http://localhost:3002/admin/banners' })),
    ).toBe('http://localhost:3002/admin/banners');
  });

  it('refuses any other address', () => {
    for (const returnTo of [
      'https://evil.example/login',
      '//evil.example',
      'javascript:alert(1)',
      'http://localhost:3000.evil.example/',
      'http://localhost:4000/',
      '/relative',
      '',
    ]) {
      expect(returnToAfterLogin(new URLSearchParams({ returnTo }))).toBe('/');
    }
    expect(returnToAfterLogin('')).toBe('/');
  });
});

describe('returnToSearch (the return address kept from login to sign-up and back)', () => {
  it('passes on the return address alone, encoded, and nothing when there is none', () => {
    const course = 'http://localhost:3000/courses/1?tab=reviews';
    const search = returnToSearch(new URLSearchParams({ returnTo: course, other: 'x' }));
    expect(search).toBe(`?returnTo=${encodeURIComponent(course)}`);
    expect(returnToAfterLogin(search)).toBe(course);
    expect(returnToSearch('')).toBe('');
    expect(returnToSearch('other=x')).toBe('');
  });
});

describe('navigateAfterLogin', () => {
  it('routes inside this app, loads another app, and goes home for a foreign address', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    const here = `${window.location.origin}/notices?page=2#top`;
    navigateAfterLogin(`returnTo=${encodeURIComponent(here)}`, navigate, assign);
    expect(navigate).toHaveBeenLastCalledWith('/notices?page=2#top');

    navigateAfterLogin(
      `returnTo=${encodeURIComponent('http://localhost:3001/dashboard')}`,
      navigate,
      assign,
    );
    expect(assign).toHaveBeenCalledWith('http://localhost:3001/dashboard');

    navigateAfterLogin('returnTo=https%3A%2F%2Fevil.example%2F', navigate, assign);
    expect(navigate).toHaveBeenLastCalledWith('/');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to the site login with the current address', async () => {
    setupAuth({ api: api(null), watch: false, notify: () => {} });
    const redirect = vi.fn();
    window.history.replaceState(null, '', '/dashboard?tab=1');
    renderGuarded(
      <RequireAuth redirect={redirect}>
        <p>비밀 강의실</p>
      </RequireAuth>,
    );
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent(ko.auth.redirectingToLogin);
    expect(redirect).toHaveBeenCalledWith(
      `http://localhost:3000/login?returnTo=${encodeURIComponent(window.location.href)}`,
    );
    expect(screen.queryByText('비밀 강의실')).not.toBeInTheDocument();
  });

  it('waits for the start-up check before deciding', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const { answer } = await slowCheck('STUDENT');
    const redirect = vi.fn();
    renderGuarded(
      <RequireAuth redirect={redirect}>
        <p>비밀 강의실</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ko.auth.checking);
    expect(screen.queryByText('비밀 강의실')).not.toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByText('비밀 강의실')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('renders the page after the start-up check signs in', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    setupAuth({ api: api('STUDENT'), watch: false, notify: () => {} });
    const redirect = vi.fn();
    renderGuarded(
      <RequireAuth redirect={redirect}>
        <p>비밀 강의실</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('비밀 강의실')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends someone who signs out here to the site home, not back to login', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const session = setupAuth({ api: api('STUDENT'), watch: false, notify: () => {} });
    const redirect = vi.fn();
    renderGuarded(
      <RequireAuth redirect={redirect}>
        <p>비밀 강의실</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('비밀 강의실')).toBeInTheDocument();
    await act(async () => {
      await session.logout();
    });
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/');
  });

  it('sends someone who withdraws here to the goodbye page only', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const session = setupAuth({ api: api('STUDENT'), watch: false, notify: () => {} });
    const redirect = vi.fn();
    renderGuarded(
      <RequireAuth redirect={redirect}>
        <p>비밀 강의실</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('비밀 강의실')).toBeInTheDocument();
    await act(async () => {
      expect(await session.deleteAccount('pw')).toBe(true);
    });
    expect(redirect.mock.calls).toEqual([['http://localhost:3000/goodbye']]);
  });

  it('builds the login address on the site origin', () => {
    expect(loginUrl('http://localhost:3002/admin/qna')).toBe(
      'http://localhost:3000/login?returnTo=http%3A%2F%2Flocalhost%3A3002%2Fadmin%2Fqna',
    );
  });
});

/** The admin drawn for the user the server found on the page request. */
function renderAdminFor(user: Awaited<ReturnType<AuthApi['fetchCurrentUser']>>) {
  renderGuarded(
    <ServerSessionContext value={user}>
      <RequireStaff redirect={vi.fn()}>
        <p>관리자 화면</p>
      </RequireStaff>
    </ServerSessionContext>,
  );
}

describe('RequireStaff', () => {
  it('shows a student the no-access page with a way home, not the admin', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    setupAuth({ api: api('student'), watch: false, notify: () => {} });
    renderGuarded(
      <RequireStaff redirect={vi.fn()}>
        <p>관리자 화면</p>
      </RequireStaff>,
    );
    expect(await screen.findByRole('heading', { name: ko.auth.noAccessTitle })).toBeInTheDocument();
    expect(screen.queryByText('관리자 화면')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.common.goHome })).toHaveAttribute(
      'href',
      'http://localhost:3000/',
    );
  });

  it('lets a teacher in whatever the case of the role', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    setupAuth({ api: api('teacher'), watch: false, notify: () => {} });
    renderGuarded(
      <RequireStaff redirect={vi.fn()}>
        <p>관리자 화면</p>
      </RequireStaff>,
    );
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
  });

  it("shows the server's student the way to the classroom before the start-up check answers", async () => {
    // The server drew the no-access page for the cookie's student, classroom link included; the
    // browser's first render must be the same page, or hydration fails.
    document.cookie = 'access_token=a.b.c; path=/';
    const { user, answer } = await slowCheck('STUDENT');
    renderAdminFor(user);
    expect(screen.getByRole('link', { name: ko.common.classroom })).toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByRole('link', { name: ko.common.classroom })).toBeInTheDocument();
    expect(screen.queryByText('관리자 화면')).not.toBeInTheDocument();
  });

  it('draws the page for the user the server found, while the start-up check runs', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const { user, answer } = await slowCheck('TEACHER');
    renderAdminFor(user);
    expect(screen.getByText('관리자 화면')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByText('관리자 화면')).toBeInTheDocument();
  });

  it('takes the user the server found as the session, asking the API nothing (decision 028)', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    const teacher = api('TEACHER');
    setupAuth({ api: teacher, watch: false, checkOnStart: false, notify: () => {} });
    const user = await api('TEACHER').fetchCurrentUser();
    renderAdminFor(user);
    await act(async () => {});
    expect(screen.getByText('관리자 화면')).toBeInTheDocument();
    expect(teacher.fetchCurrentUser).not.toHaveBeenCalled();
    expect(authStore.get(authCheckedAtom)).toBe(true);
    expect(authStore.get(sessionAtom).user).toEqual(user);
  });

  it("leaves the server's page for the login when the check finds the session gone", async () => {
    document.cookie = 'access_token=revoked; path=/';
    setupAuth({ api: api(null), watch: false, notify: () => {} });
    const redirect = vi.fn();
    const user = await api('STUDENT').fetchCurrentUser();
    renderGuarded(
      <ServerSessionContext value={user}>
        <RequireAuth redirect={redirect}>
          <p>비밀 강의실</p>
        </RequireAuth>
      </ServerSessionContext>,
    );
    await act(async () => {});
    expect(screen.queryByText('비밀 강의실')).not.toBeInTheDocument();
    expect(redirect).toHaveBeenCalledOnce();
  });
});
