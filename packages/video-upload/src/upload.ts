// The resumable video upload in docs/product/api.md, framework-free: (1) create an upload session
// at the API (which holds the hosting service's credential:
// docs/decisions/005-local-video-host.md), (2) PATCH the file with tus to the returned
// upload.upload_link (chunks, HEAD to resume after a dropped connection, progress), (3) read the
// video id from uri ('/videos/{id}'). A 429 is retried up to 3 attempts, waiting 1500 ms then 3000
// ms or the server's Retry-After, for both the session and the transfer.
import * as tus from './tus.ts';
import * as errors from '@academy/strings/errors';
import { MAX_ATTEMPTS, sleep, waitAfter429 } from './retry.ts';

const messages = errors.videoHost;

export const DEFAULT_CREATE_SESSION_URL = '/api/videos/upload-sessions';
export const DEFAULT_CHUNK_SIZE = 5 * 1024 * 1024;
/** Network failures and 5xx inside one transfer attempt (tus-js-client's own retry). */
export const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000];

/**
 * The four failures in docs/product/errors.md (video host): session creation failed, upload failed,
 * response invalid (no upload link or no uri), video id extraction failed; plus 'aborted' by the
 * caller.
 */
export type VideoUploadErrorKind =
  'sessionFailed' | 'uploadFailed' | 'invalidResponse' | 'videoIdMissing' | 'aborted';

export class VideoUploadError extends Error {
  override readonly name = 'VideoUploadError';
  constructor(
    readonly kind: VideoUploadErrorKind,
    message: string,
    /** the HTTP status that caused it, when there was one */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const failure = (
  kind: Exclude<VideoUploadErrorKind, 'aborted'>,
  status?: number,
  cause?: unknown,
) => new VideoUploadError(kind, messages[kind], status, { cause });
const aborted = () => new VideoUploadError('aborted', messages.uploadFailed);

/**
 * A browser File (or a Blob with a name). In Node (tests, scripts) tus-js-client reads Buffers
 * instead of Blobs, so a Buffer with a `name` works there too.
 */
export type VideoSource = (Blob & { name?: string }) | (Uint8Array & { name?: string });

export interface UploadVideoOptions {
  /** where the API creates sessions (default '/api/videos/upload-sessions') */
  createSessionUrl?: string;
  fetch?: typeof fetch;
  /** extra headers for the session request */
  headers?: Record<string, string>;
  /** the bearer token for the session request (and the transfer, so the host can check the owner) */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** 0 to 100 */
  onProgress?: (percent: number, bytesSent: number, bytesTotal: number) => void;
  signal?: AbortSignal;
  chunkSize?: number;
  retryDelays?: number[];
}

export interface UploadedVideo {
  videoId: string;
  uri: string;
}

interface Session {
  uri: string;
  uploadLink: string;
}

/**
 * The video picker accepts video files (the `accept` of a file input or dropzone)
 * (docs/product/validation.md).
 */
export const VIDEO_ACCEPT = 'video/*';

/** A picked file that looks like a video (its type, or its extension when the type is empty). */
export function isVideoFile(file: { name?: string; type?: string }) {
  if (file.type) return file.type.startsWith('video/');
  return /\.(webm|mp4|m4v|mov|mkv|avi|ogv|mpe?g)$/i.test(file.name ?? '');
}

const sizeOf = (file: VideoSource) => ('size' in file ? file.size : file.byteLength);

/** The id in '/videos/{id}' (also a full 'https://host/videos/{id}'), or null. */
export function videoIdFromUri(uri: string): string | null {
  const path = uri.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return /^\/videos\/([A-Za-z0-9_-]+)\/?$/.exec(path)?.[1] ?? null;
}

/** Accepts the API's envelope ({success, data: {...}}) and the service's bare shape alike. */
function readSession(body: unknown): Session {
  const payload =
    body && typeof body === 'object' && 'data' in body && 'success' in body
      ? (body as { data: unknown }).data
      : body;
  const candidate = payload as { uri?: unknown; upload?: { upload_link?: unknown } } | null;
  const uri = candidate?.uri;
  const uploadLink = candidate?.upload?.upload_link;
  if (typeof uri !== 'string' || !uri || typeof uploadLink !== 'string' || !uploadLink) {
    throw failure('invalidResponse');
  }
  return { uri, uploadLink };
}

async function authHeaders(options: UploadVideoOptions): Promise<Record<string, string>> {
  const token = await options.getAccessToken?.();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function createSession(file: VideoSource, options: UploadVideoOptions): Promise<Session> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const name = file.name || 'video';
  for (let attempt = 1; ; attempt += 1) {
    if (options.signal?.aborted) throw aborted();
    let response: Response;
    try {
      response = await doFetch(options.createSessionUrl ?? DEFAULT_CREATE_SESSION_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...options.headers,
          ...(await authHeaders(options)),
        },
        body: JSON.stringify({ name, size: sizeOf(file) }),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw aborted();
      throw failure('sessionFailed', undefined, error);
    }
    if (response.status === 429 && attempt < MAX_ATTEMPTS) {
      await sleep(waitAfter429(attempt, response.headers.get('retry-after')), options.signal).catch(
        () => {
          throw aborted();
        },
      );
      continue;
    }
    if (!response.ok) throw failure('sessionFailed', response.status);
    const body: unknown = await response.json().catch(() => null);
    return readSession(body);
  }
}

/** One tus transfer attempt; resolves, or rejects with the tus error (status when there is one). */
function transfer(
  file: VideoSource,
  uploadLink: string,
  options: UploadVideoOptions,
  headers: Record<string, string>,
) {
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      // Terminate: the host frees the space and stops counting it as a running upload.
      upload.abort(true).catch(() => {});
      reject(aborted());
    };
    const settle = () => options.signal?.removeEventListener('abort', stop);
    const upload = new tus.Upload(file as Blob, {
      uploadUrl: uploadLink,
      uploadSize: sizeOf(file),
      chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: options.retryDelays ?? DEFAULT_RETRY_DELAYS,
      storeFingerprintForResuming: false,
      headers,
      // 429 is ours to handle (docs/product/api.md: waits); anything else follows tus-js-client's
      // rule.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 429) return false;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (sent, total) => {
        const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
        options.onProgress?.(percent, sent, total);
      },
      onSuccess: () => {
        settle();
        resolve();
      },
      onError: (error) => {
        settle();
        reject(error);
      },
    });
    options.signal?.addEventListener('abort', stop, { once: true });
    upload.start();
  });
}

/**
 * Uploads `file` and answers its video id. Failures are VideoUploadErrors whose message is the
 * spec's Korean text (errors.videoHost). Abort with `signal`.
 */
export async function uploadVideo(
  file: VideoSource,
  options: UploadVideoOptions = {},
): Promise<UploadedVideo> {
  const session = await createSession(file, options);
  // The video id must be extractable before anything is sent (docs/product/validation.md).
  const videoId = videoIdFromUri(session.uri);
  if (!videoId) throw failure('videoIdMissing');

  const headers = await authHeaders(options);
  for (let attempt = 1; ; attempt += 1) {
    if (options.signal?.aborted) throw aborted();
    try {
      await transfer(file, session.uploadLink, options, headers);
      break;
    } catch (error) {
      if (error instanceof VideoUploadError) throw error;
      if (options.signal?.aborted) throw aborted();
      const response = (error as tus.DetailedError).originalResponse;
      const status = response?.getStatus();
      if (status === 429 && attempt < MAX_ATTEMPTS) {
        // A new transfer resumes where the server stands (HEAD, then PATCH from its offset).
        await sleep(
          waitAfter429(attempt, response?.getHeader('Retry-After')),
          options.signal,
        ).catch(() => {
          throw aborted();
        });
        continue;
      }
      throw failure('uploadFailed', status || undefined, error);
    }
  }
  options.onProgress?.(100, sizeOf(file), sizeOf(file));
  return { videoId, uri: session.uri };
}
