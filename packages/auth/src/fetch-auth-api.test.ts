import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from './auth-api.ts';
import { AuthHttpError, fetchAuthApi } from './fetch-auth-api.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAuthApi', () => {
  it('logs in at POST /api/auth/login and returns the envelope', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, {
        success: true,
        code: 'OK',
        message: '로그인에 성공했습니다!',
        data: { token: 't' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchAuthApi.login({ username: 'a@b.c', password: 'pw' });
    expect(result).toMatchObject({ success: true, data: { token: 't' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'a@b.c', password: 'pw' });
  });

  it('sends the access token cookie as the bearer header', async () => {
    document.cookie = 'access_token=abc; path=/';
    const fetchMock = vi.fn(async () =>
      answer(200, { success: true, code: 'OK', message: '', data: { id: 1 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchAuthApi.fetchCurrentUser();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('throws the status and the server message on an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, {
          success: false,
          code: 'TOO_MANY_REQUESTS',
          message: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
          data: null,
        }),
      ),
    );
    const error = await fetchAuthApi.login({ username: 'a', password: 'b' }).catch((e) => e);
    expect(error).toBeInstanceOf(AuthHttpError);
    expect(describeError(error)).toEqual({
      status: 429,
      message: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
    });
  });

  it('treats a non-JSON answer as an error with its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    const error = await fetchAuthApi.withdraw().catch((e) => e);
    expect(describeError(error).status).toBe(502);
    expect(describeError(error).message).toBeUndefined();
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
    // api-client's ApiError for transport failures carries its own (Korean) text: not the server's.
    const network = Object.assign(
      new Error('서버에 연결할 수 없습니다. 네트워크를 확인해주세요.'),
      {
        status: 0,
        code: 'NETWORK',
      },
    );
    expect(describeError(network)).toEqual({});
    expect(
      describeError(
        Object.assign(new Error('서버 응답 형식이 올바르지 않습니다.'), {
          status: 200,
          code: 'INVALID_RESPONSE',
        }),
      ),
    ).toEqual({ status: 200 });
    expect(describeError(null)).toEqual({});
  });
});
