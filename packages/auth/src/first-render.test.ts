import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routerReady, sessionKnown } from './first-render.tsx';
import { authCheckedAtom, authStore, sessionAtom } from './session.ts';
import { resetAuthSetup, setupAuth } from './setup.ts';
import { demoUsers, fakeAuthApi, resetSession } from './testing.ts';

const expireCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; path=/`);

/** Resolves with true when `promise` has settled after pending work ran, false otherwise. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  resetAuthSetup();
  resetSession();
  expireCookie('session_hint');
  expireCookie('access_token');
});

describe('routerReady', () => {
  it("settles once the first page's code has loaded", async () => {
    let loadPage!: () => void;
    const pageCode = new Promise<void>((resolve) => (loadPage = resolve));
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => pageCode.then(() => ({ Component: () => null })) }],
      { initialEntries: ['/'] },
    );
    const ready = routerReady(router);
    expect(await settled(ready)).toBe(false);
    loadPage();
    expect(await settled(ready)).toBe(true);
  });
});

describe('sessionKnown', () => {
  it('settles at once for a visitor without a session hint, checking nothing first', async () => {
    const api = fakeAuthApi(demoUsers.student, { fetchCurrentUser: () => new Promise(() => {}) });
    setupAuth({ api, watch: false, checkOnStart: false, notify: () => {} });
    expect(await settled(sessionKnown())).toBe(true);
    expect(authStore.get(authCheckedAtom)).toBe(false);
  });

  it('waits for the start-up check when the hint says a session may exist', async () => {
    document.cookie = 'session_hint=1; path=/';
    document.cookie = 'access_token=a.b.c; path=/';
    let answer!: (user: typeof demoUsers.student) => void;
    const api = fakeAuthApi(demoUsers.student, {
      fetchCurrentUser: () => new Promise((resolve) => (answer = resolve)),
    });
    setupAuth({ api, watch: false, notify: () => {} });
    const known = sessionKnown();
    expect(await settled(known)).toBe(false);
    answer(demoUsers.student);
    expect(await settled(known)).toBe(true);
    expect(authStore.get(sessionAtom).user).toEqual(demoUsers.student);
  });
});
