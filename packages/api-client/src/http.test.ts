import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from './contract/envelope.ts';
import { ApiError, errorMessage } from './errors.ts';
import { configureHttp } from './http-config.ts';
import { formData, request } from './http.ts';

const Thing = envelope(v.object({ name: v.string() }));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let token: string | null;

beforeEach(() => {
  token = 'old-token';
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({
    prefix: 'http://academy.test/api',
    getAccessToken: () => token,
    refreshSession: undefined,
    onSessionExpired: undefined,
    log: () => {},
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const authorizationOf = (call: unknown[]) => (call[0] as Request).headers.get('Authorization');

describe('request', () => {
  it('sends the bearer token and parses the envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, code: 'OK', message: '좋아요', data: { name: '강의' } }),
    );
    const body = await request(Thing, 'things/1');
    expect(body.data.name).toBe('강의');
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer old-token');
    expect((fetchMock.mock.calls[0]![0] as Request).url).toBe('http://academy.test/api/things/1');
  });

  it('carries the server message and field of a refusal', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        code: 'BAD_REQUEST',
        message: '제목을 입력하세요',
        data: { field: 'title' },
      }),
    );
    const error = (await request(Thing, 'things').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: '제목을 입력하세요',
      field: 'title',
    });
    expect(errorMessage(error, '기본 메시지')).toBe('제목을 입력하세요');
  });

  it('rejects a malformed response readably', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, code: 'OK', message: '', data: { title: 1 } }),
    );
    const error = (await request(Thing, 'things').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('서버 응답 형식이 올바르지 않습니다.');
    expect(JSON.stringify(error.data)).toContain('data.name');
  });

  it('refreshes once for ten parallel 401s, then repeats each call once with the new token', async () => {
    let refreshes = 0;
    configureHttp({
      refreshSession: async () => {
        refreshes += 1;
        // still running when every one of the ten has had its 401
        await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(10));
        token = 'new-token';
        return true;
      },
    });
    fetchMock.mockImplementation(async (input: Request) =>
      input.headers.get('Authorization') === 'Bearer new-token'
        ? json(200, { success: true, code: 'OK', message: '', data: { name: 'ok' } })
        : json(401, {
            success: false,
            code: 'UNAUTHORIZED',
            message: '로그인이 필요합니다.',
            data: null,
          }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => request(Thing, 'things')));
    expect(results.every((body) => body.data.name === 'ok')).toBe(true);
    expect(refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(20);
  });

  it('gives up after one retry and reports the session expired when the refresh fails', async () => {
    const expired = vi.fn();
    configureHttp({ refreshSession: async () => false, onSessionExpired: expired });
    fetchMock.mockResolvedValue(
      json(401, {
        success: false,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요합니다.',
        data: null,
      }),
    );
    await expect(request(Thing, 'things')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the auth endpoints themselves', async () => {
    const refreshSession = vi.fn(async () => true);
    configureHttp({ refreshSession });
    fetchMock.mockResolvedValue(
      json(401, {
        success: false,
        code: 'UNAUTHORIZED',
        message: '이메일 또는 비밀번호를 확인하세요.',
        data: null,
      }),
    );
    await expect(request(Thing, 'auth/login', { method: 'post', json: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('sends to where the configuration says once it changes', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { success: true, code: 'OK', message: '', data: { name: 'a' } }),
    );
    await request(Thing, 'things/1');
    configureHttp({ prefix: 'http://classroom.academy.test/api' });
    await request(Thing, 'things/1');
    expect(fetchMock.mock.calls.map((call) => (call[0] as Request).url)).toEqual([
      'http://academy.test/api/things/1',
      'http://classroom.academy.test/api/things/1',
    ]);
  });

  it('times out after 10 seconds with a Korean message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (input: Request) =>
        new Promise((_resolve, reject) => {
          input.signal.addEventListener('abort', () => reject(input.signal.reason));
        }),
    );
    const pending = request(Thing, 'slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_001);
    const error = (await pending) as ApiError;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('요청 시간이 초과되었습니다. 다시 시도해주세요.');
  });

  it('gives each POST call an Idempotency-Key of its own, the same on its repeat after a refresh', async () => {
    configureHttp({
      refreshSession: async () => {
        token = 'new-token';
        return true;
      },
    });
    fetchMock.mockImplementation(async (input: Request) =>
      input.headers.get('Authorization') === 'Bearer new-token'
        ? json(201, { success: true, code: 'OK', message: '', data: { name: 'ok' } })
        : json(401, { success: false, code: 'UNAUTHORIZED', message: '', data: null }),
    );
    await request(Thing, 'things', { method: 'post', json: { name: 'a' } });
    await request(Thing, 'things', { method: 'post', json: { name: 'b' } });
    await request(Thing, 'things/1');
    const keys = fetchMock.mock.calls.map((call) =>
      (call[0] as Request).headers.get('Idempotency-Key'),
    );
    // first call: refused, then repeated with the same key; second call: a new key; GET: none
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeNull();
  });

  it('sends a POST again with the same key after an attempt that got no answer, and a new key once one settled', async () => {
    const keyOf = (call: unknown[]) => (call[0] as Request).headers.get('Idempotency-Key');
    const created = () =>
      json(201, { success: true, code: 'OK', message: '', data: { name: 'a' } });
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json(503, { success: false, code: 'DRAINING', message: '', data: null }),
      )
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created());
    const post = () => request(Thing, 'things', { method: 'post', json: { name: 'a' } });
    await expect(post()).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(post()).rejects.toMatchObject({ status: 503 });
    await post();
    await post();
    const keys = fetchMock.mock.calls.map(keyOf);
    // the lost attempt and the 503 leave the key open; the success settles it, so the next is new
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(created());
    await request(Thing, 'things', { method: 'post', json: { name: 'x' } }).catch(() => {});
    await request(Thing, 'things', { method: 'post', json: { name: 'y' } });
    const [lost, other] = fetchMock.mock.calls.map(keyOf);
    // another body is another request, whatever happened to the first
    expect(other).not.toBe(lost);
  });

  it('sends a photo upload again with the same key when it carries the same files in a new form', async () => {
    const keyOf = (call: unknown[]) => (call[0] as Request).headers.get('Idempotency-Key');
    // the connection drops once the form is sent
    fetchMock.mockImplementation(async (input: Request) => {
      await input.arrayBuffer();
      throw new TypeError('Failed to fetch');
    });
    const photo = new File([new Uint8Array(8)], 'problem.png', {
      type: 'image/png',
      lastModified: 1,
    });
    const upload = (file: File) =>
      request(Thing, 'questions/1/images', { method: 'post', body: formData({ images: [file] }) });
    await upload(photo).catch(() => {});
    await upload(photo).catch(() => {});
    // another photo of the same name is another upload
    await upload(
      new File([new Uint8Array(9)], 'problem.png', { type: 'image/png', lastModified: 1 }),
    ).catch(() => {});
    const [lost, retry, other] = fetchMock.mock.calls.map(keyOf);
    expect(retry).toBe(lost);
    expect(other).not.toBe(lost);
  });

  it('forgets the oldest unanswered keys past a limit, so a long-lived tab does not grow without end', async () => {
    const keyOf = (call: unknown[]) => (call[0] as Request).headers.get('Idempotency-Key');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const post = (name: string) =>
      request(Thing, 'things', { method: 'post', json: { name } }).catch(() => {});
    await post('oldest');
    for (let i = 0; i < 50; i += 1) await post(`lost-${i}`);
    await post('lost-49');
    await post('oldest');
    const keys = fetchMock.mock.calls.map(keyOf);
    // the newest is still sent with its key; the oldest, pushed out by fifty newer, gets a new one
    expect(keys[51]).toBe(keys[50]);
    expect(keys[52]).not.toBe(keys[0]);
  });
});
