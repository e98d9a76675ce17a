import { configureHttp } from '@academy/api-client/http-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError } from './auth-api.ts';
import { ProfileFetchError, realAuthApi } from './real-auth-api.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = {
  id: 1,
  userId: 'student@academy.test',
  name: '김민준',
  role: 'STUDENT',
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

beforeEach(() => {
  // jsdom's Request needs an absolute address; browsers resolve '/api' themselves.
  configureHttp({ prefix: `${window.location.origin}/api`, log: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('realAuthApi (over api-client)', () => {
  it('logs in at POST /api/auth/login and returns the envelope', async () => {
    let sent: unknown;
    const fetchMock = vi.fn(async (request: Request) => {
      sent = await request.clone().json();
      return answer(200, {
        success: true,
        code: 'OK',
        message: '로그인에 성공했습니다!',
        data: { token: 't' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = await realAuthApi.login({ username: 'a@b.c', password: 'pw' });
    expect(result).toMatchObject({
      success: true,
      message: '로그인에 성공했습니다!',
      data: { token: 't' },
    });
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    expect(request.method).toBe('POST');
    expect(sent).toEqual({ username: 'a@b.c', password: 'pw' });
  });

  it('returns the profile of GET /api/users/info', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { success: true, code: 'OK', message: '', data: user })),
    );
    expect(await realAuthApi.fetchCurrentUser()).toEqual(user);
  });

  it('throws the Korean error text when the user fetch fails, keeping the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(401, {
          success: false,
          code: 'UNAUTHORIZED',
          message: '로그인이 필요합니다.',
          data: null,
        }),
      ),
    );
    const error = await realAuthApi.fetchCurrentUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileFetchError);
    expect((error as Error).message).toBe('사용자 정보를 가져오는데 실패했습니다.');
    expect(describeError(error).status).toBe(401);
  });

  it('gives the session the status and the server message of a refusal', async () => {
    const wait = '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, { success: false, code: 'TOO_MANY_REQUESTS', message: wait, data: null }),
      ),
    );
    const error = await realAuthApi
      .login({ username: 'a', password: 'b' })
      .catch((e: unknown) => e);
    expect(describeError(error)).toEqual({ status: 429, message: wait });
  });

  it('reports a network failure without a status or a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await realAuthApi.fetchCurrentUser().catch((e: unknown) => e);
    expect(describeError(error)).toEqual({});
  });

  it('withdraws with DELETE /api/users/profile {password} and logs out with POST /api/auth/logout', async () => {
    const bodies: string[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      bodies.push(await request.clone().text());
      return answer(200, { success: true, code: 'OK', message: '', data: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    await realAuthApi.withdraw('my-password');
    await realAuthApi.logout();
    const calls = fetchMock.mock.calls.map(([r]) => `${r.method} ${new URL(r.url).pathname}`);
    expect(calls).toEqual(['DELETE /api/users/profile', 'POST /api/auth/logout']);
    expect(JSON.parse(bodies[0]!)).toEqual({ password: 'my-password' });
  });
});

describe('describeError', () => {
  it('reads ky-style errors and never shows a network error text', () => {
    expect(describeError({ response: { status: 401 }, message: '로그인이 필요합니다.' })).toEqual({
      status: 401,
      message: '로그인이 필요합니다.',
    });
    expect(
      describeError({ response: { status: 500 }, message: 'Request failed with status code 500' }),
    ).toEqual({ status: 500 });
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({});
    expect(describeError(null)).toEqual({});
  });
});
