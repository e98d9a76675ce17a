// Against a local tus test server (real HTTP, real tus-js-client in its Node build, which reads
// Buffers where the browser build reads Files).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as errors from '@academy/strings/errors';
import { startTusTestServer } from './test/tus-test-server.ts';
import { isVideoFile, uploadVideo, VideoUploadError, videoIdFromUri } from './upload.ts';
import { waitAfter429 } from './retry.ts';

const messages = errors.videoHost;
let server: Awaited<ReturnType<typeof startTusTestServer>>;

beforeEach(async () => {
  server = await startTusTestServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const video = (size: number) =>
  Object.assign(Buffer.from(Array.from({ length: size }, (_, i) => (i * 31) % 256)), {
    name: '1강.webm',
  });

/** Waits for real I/O (setImmediate is not faked) until `check` holds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 5000 && !check(); i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(check()).toBe(true);
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as VideoUploadError;
  }
  throw new Error('expected the upload to fail');
}

describe('uploadVideo', () => {
  it('uploads a whole file in chunks, reports progress and answers the video id', async () => {
    const file = video(300_000);
    const progress: number[] = [];
    const result = await uploadVideo(file, {
      createSessionUrl: server.sessionUrl,
      chunkSize: 100_000,
      getAccessToken: () => 'token-123',
      onProgress: (percent) => progress.push(percent),
    });
    expect(result.uri).toBe(`/videos/${result.videoId}`);
    expect(Buffer.compare(await server.stored(result.videoId), file)).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const patches = server.log.filter((entry) => entry.method === 'PATCH');
    expect(patches.map((entry) => entry.offset)).toEqual(['0', '100000', '200000']);
    // The bearer goes with the session request and the transfer (the host checks the owner).
    expect(server.log[0]).toMatchObject({ method: 'POST', authorization: 'Bearer token-123' });
    expect(patches[0]!.authorization).toBe('Bearer token-123');
  });

  it('resumes with HEAD after a cut connection and sends only the rest', async () => {
    const file = video(250_000);
    server.cutOnPatch.add(2);
    const result = await uploadVideo(file, {
      createSessionUrl: server.sessionUrl,
      chunkSize: 100_000,
      retryDelays: [0, 10],
    });
    expect(Buffer.compare(await server.stored(result.videoId), file)).toBe(0);
    const methods = server.log.map((entry) => `${entry.method}:${entry.offset ?? ''}`);
    const cut = methods.indexOf('PATCH:100000');
    // After the cut: a HEAD to learn the offset, then PATCH from 100000 again (not from 0).
    expect(methods.slice(cut + 1, cut + 3)).toEqual(['HEAD:', 'PATCH:100000']);
    expect(methods.filter((method) => method === 'PATCH:0')).toHaveLength(1);
  });

  // On the real clock: Node's fetch (undici) keeps timers of its own for its pooled connections,
  // so a fake clock would hold its requests too. The waits are read from when the calls were made.
  it('retries a 429 session answer twice, waiting 1500 ms then 3000 ms, then succeeds', async () => {
    server.sessionScript.push({ status: 429 }, { status: 429 });
    const calls: number[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy: typeof fetch = async (input, init) => {
      calls.push(performance.now());
      return realFetch(input, init);
    };
    const result = await uploadVideo(video(1000), {
      createSessionUrl: server.sessionUrl,
      fetch: fetchSpy,
    });
    expect(result.videoId).toMatch(/^[0-9a-f]{16}$/);
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(1500 - 5);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(3000 - 5);
  }, 20_000);

  it('fails with the session message after three 429 answers', async () => {
    server.sessionScript.push({ status: 429 }, { status: 429 }, { status: 429 }, { status: 429 });
    const started = performance.now();
    const error = await failureOf(uploadVideo(video(10), { createSessionUrl: server.sessionUrl }));
    expect(error).toBeInstanceOf(VideoUploadError);
    expect(error).toMatchObject({
      kind: 'sessionFailed',
      status: 429,
      message: messages.sessionFailed,
    });
    expect(server.log.filter((entry) => entry.method === 'POST')).toHaveLength(3);
    // the two waits came between the three attempts, and no fourth was made
    expect(performance.now() - started).toBeGreaterThanOrEqual(4500 - 10);
  }, 20_000);

  it("waits the server's Retry-After when it gives one", async () => {
    expect(waitAfter429(1, '7')).toBe(7000);
    expect(waitAfter429(2, null)).toBe(3000);
    expect(waitAfter429(1, new Date(Date.now() + 2000).toUTCString())).toBeGreaterThan(900);
    server.sessionScript.push({ status: 429, headers: { 'Retry-After': '0' } });
    await expect(
      uploadVideo(video(10), { createSessionUrl: server.sessionUrl }),
    ).resolves.toMatchObject({ uri: expect.stringMatching(/^\/videos\//) });
  });

  it('retries a 429 on PATCH the same way and resumes', async () => {
    server.patchScript.push({ status: 429, headers: { 'Retry-After': '0' } });
    const file = video(5000);
    const result = await uploadVideo(file, { createSessionUrl: server.sessionUrl });
    expect(Buffer.compare(await server.stored(result.videoId), file)).toBe(0);
  });

  it('fails with the upload message when the transfer is refused', async () => {
    server.patchScript.push({ status: 403 });
    const error = await failureOf(uploadVideo(video(10), { createSessionUrl: server.sessionUrl }));
    expect(error).toMatchObject({
      kind: 'uploadFailed',
      status: 403,
      message: messages.uploadFailed,
    });
  });

  it('fails with the invalid-response message when there is no upload link', async () => {
    server.sessionScript.push({
      status: 201,
      body: {
        success: true,
        code: 'CREATED',
        message: '',
        data: { uri: '/videos/1', upload: { approach: 'tus' } },
      },
    });
    const error = await failureOf(uploadVideo(video(10), { createSessionUrl: server.sessionUrl }));
    expect(error).toMatchObject({ kind: 'invalidResponse', message: messages.invalidResponse });
    expect(server.log.some((entry) => entry.method === 'PATCH')).toBe(false);
  });

  it('fails with the video-id message when the uri has no id', async () => {
    server.sessionScript.push({
      status: 200,
      body: {
        uri: '/videos/',
        upload: { approach: 'tus', upload_link: `${server.origin}/files/x` },
      },
    });
    const error = await failureOf(uploadVideo(video(10), { createSessionUrl: server.sessionUrl }));
    expect(error).toMatchObject({ kind: 'videoIdMissing', message: messages.videoIdMissing });
    expect(server.log.some((entry) => entry.method === 'PATCH')).toBe(false);
  });

  it('fails with the session message on a server error, and stops on abort', async () => {
    server.sessionScript.push({ status: 500 });
    const error = await failureOf(uploadVideo(video(10), { createSessionUrl: server.sessionUrl }));
    expect(error).toMatchObject({ kind: 'sessionFailed', status: 500 });
    const controller = new AbortController();
    controller.abort();
    const stopped = await failureOf(
      uploadVideo(video(10), { createSessionUrl: server.sessionUrl, signal: controller.signal }),
    );
    expect(stopped.kind).toBe('aborted');
  });

  it('stops a running transfer on abort and tells the host to drop the upload', async () => {
    const controller = new AbortController();
    const error = await failureOf(
      uploadVideo(video(400_000), {
        createSessionUrl: server.sessionUrl,
        chunkSize: 50_000,
        signal: controller.signal,
        onProgress: (percent) => {
          if (percent > 0) controller.abort();
        },
      }),
    );
    expect(error.kind).toBe('aborted');
    await until(() => server.log.some((entry) => entry.method === 'DELETE'));
    const patches = server.log.filter((entry) => entry.method === 'PATCH');
    expect(patches.length).toBeLessThan(8);
  });

  it('tells video files from others for the picker', () => {
    expect(isVideoFile({ name: 'a.webm', type: 'video/webm' })).toBe(true);
    expect(isVideoFile({ name: 'a.mov', type: '' })).toBe(true);
    expect(isVideoFile({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isVideoFile({ name: 'notes.pdf', type: '' })).toBe(false);
  });

  it('reads ids from relative and absolute uris', () => {
    expect(videoIdFromUri('/videos/123456')).toBe('123456');
    expect(videoIdFromUri('https://api.example/videos/abc_DEF-1')).toBe('abc_DEF-1');
    expect(videoIdFromUri('/videos/')).toBeNull();
    expect(videoIdFromUri('/users/1')).toBeNull();
  });
});
