// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as errors from '@academy/strings/errors';
import type * as upload from './upload.ts';
import { VideoUploadError, type UploadVideoOptions } from './upload.ts';

const uploadVideo = vi.fn();
vi.mock('./upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof upload>()),
  uploadVideo: (...args: unknown[]) => uploadVideo(...args),
}));
const { useVideoUpload } = await import('./use-video-upload.ts');

afterEach(() => {
  cleanup();
  uploadVideo.mockReset();
});

const file = new File(['x'], 'a.webm', { type: 'video/webm' });

describe('useVideoUpload', () => {
  it('goes from idle through uploading with progress to success with the video id', async () => {
    let finish!: (value: { videoId: string; uri: string }) => void;
    let options!: UploadVideoOptions;
    uploadVideo.mockImplementation((_file, opts: UploadVideoOptions) => {
      options = opts;
      return new Promise((resolve) => (finish = resolve));
    });
    const { result } = renderHook(() => useVideoUpload({ getAccessToken: () => 't' }));
    expect(result.current).toMatchObject({
      status: 'idle',
      progress: 0,
      videoId: null,
      error: null,
    });
    let started!: Promise<string | null>;
    act(() => {
      started = result.current.start(file);
    });
    expect(result.current.status).toBe('uploading');
    expect(options.getAccessToken?.()).toBe('t');
    act(() => options.onProgress?.(42, 42, 100));
    expect(result.current.progress).toBe(42);
    await act(async () => {
      finish({ videoId: '123', uri: '/videos/123' });
      expect(await started).toBe('123');
    });
    expect(result.current).toMatchObject({ status: 'success', progress: 100, videoId: '123' });
  });

  it("shows the spec's message when the upload fails", async () => {
    uploadVideo.mockRejectedValue(
      new VideoUploadError('sessionFailed', errors.videoHost.sessionFailed, 429),
    );
    const { result } = renderHook(() => useVideoUpload());
    await act(async () => {
      expect(await result.current.start(file)).toBeNull();
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe(errors.videoHost.sessionFailed);
  });

  it('aborts through the signal it passes down', async () => {
    let signal!: AbortSignal;
    uploadVideo.mockImplementation(
      (_file, opts: UploadVideoOptions) =>
        new Promise((_resolve, reject) => {
          signal = opts.signal!;
          signal.addEventListener('abort', () =>
            reject(new VideoUploadError('aborted', errors.videoHost.uploadFailed)),
          );
        }),
    );
    const { result } = renderHook(() => useVideoUpload());
    let started!: Promise<string | null>;
    act(() => {
      started = result.current.start(file);
    });
    await act(async () => {
      result.current.abort();
      await started;
    });
    expect(signal.aborted).toBe(true);
    expect(result.current.status).toBe('aborted');
    expect(result.current.error).toBeNull();
  });
});
