import { queryClient } from '@academy/ui/app-root';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSessionCheck, firstReads } from './route-loaders.ts';
import { resetAuthSetup, setupAuth } from '@academy/auth/setup';
import { demoUsers, fakeAuthApi, resetSession, seedSession } from '@academy/auth/testing';

afterEach(() => {
  document.cookie = 'access_token=; Max-Age=0; path=/';
  resetAuthSetup();
  resetSession();
});

describe('afterSessionCheck (the classroom and admin route loaders)', () => {
  it('starts the page’s reads once the start-up check says who is signed in, without waiting for them', async () => {
    document.cookie = 'access_token=a.b.c; path=/';
    let answer: (user: typeof demoUsers.student) => void = () => {};
    const api = fakeAuthApi(demoUsers.student, {
      fetchCurrentUser: () => new Promise((resolve) => (answer = resolve)),
    });
    setupAuth({ api, watch: false, checkOnStart: false, notify: () => {} });
    const prefetch = vi.fn(() => new Promise(() => {}));

    const loaded = afterSessionCheck(prefetch);
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled(); // the check has not answered yet
    answer(demoUsers.student);
    // The loader settles although the reads it started never do.
    await expect(loaded).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ id: demoUsers.student.id }));
  });

  it('starts no read for a visitor: the guard sends them to the login', async () => {
    setupAuth({ api: fakeAuthApi(), watch: false, checkOnStart: false, notify: () => {} });
    const prefetch = vi.fn();
    await expect(afterSessionCheck(prefetch)).resolves.toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does not check again once the session is known', async () => {
    seedSession(demoUsers.teacher);
    // No session is set up here: running the check again would throw.
    const prefetch = vi.fn();
    await afterSessionCheck(prefetch);
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ role: 'TEACHER' }));
  });
});

describe('firstReads (a page read on the server first, in the browser after)', () => {
  it('hands the server’s answers to the page, then reads into the app’s cache for the user', async () => {
    const asked: (string | undefined)[] = [];
    const reads = firstReads((client, { params }, user) => {
      asked.push(user?.role);
      return [
        client.prefetchQuery({ queryKey: ['item', params.id], queryFn: () => `item ${params.id}` }),
      ];
    });
    const args = { params: { id: '7' }, request: new Request('http://test/items/7'), context: {} };

    const sent = await reads.loader(args as unknown as LoaderFunctionArgs);
    expect(sent.dehydrated.queries.map((query) => query.state.data)).toEqual(['item 7']);
    expect(queryClient.getQueryData(['item', '7'])).toBeUndefined(); // the server's own cache

    seedSession(demoUsers.teacher);
    await expect(
      reads.clientLoader(args as unknown as ClientLoaderFunctionArgs),
    ).resolves.toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(['item', '7'])).toBe('item 7'));
    expect(asked).toEqual([undefined, 'TEACHER']);
    queryClient.clear();
  });
});
