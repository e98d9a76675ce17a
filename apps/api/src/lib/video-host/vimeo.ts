// VIDEO_HOST=vimeo: the upload session is created at the real service, server-side, with
// VIMEO_ACCESS_TOKEN (docs/decisions/005-local-video-host.md: the credential never reaches the
// browser). The browser then PATCHes the file straight to the service's upload_link with tus, as
// docs/product/api.md describes. Tested only against a faked service (a local node:http server in
// videos.test.ts): no test here talks to api.vimeo.com.
import { api } from '@academy/strings/api';
import { ApiError } from '../errors.ts';

export const VIMEO_API_BASE = 'https://api.vimeo.com';

export interface VimeoSession {
  uri: string;
  name: string;
  upload: { approach: 'tus'; upload_link: string; size: number };
}

const vimeoMessages = { failed: api.videos.sessionFailed, busy: api.videos.hostBusy };

/** POST {base}/me/videos with upload.approach 'tus' (the service's documented resumable flow). */
export async function createVimeoSession(
  token: string,
  input: { name: string; size: number },
  options: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<VimeoSession> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl ?? VIMEO_API_BASE}/me/videos`, {
      method: 'POST',
      headers: {
        Authorization: `bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/vnd.vimeo.*+json;version=3.4',
      },
      body: JSON.stringify({ upload: { approach: 'tus', size: input.size }, name: input.name }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch {
    throw new ApiError(502, 'BAD_GATEWAY', vimeoMessages.failed);
  }
  if (response.status === 429) {
    // The service's own back-off, passed on to the browser (docs/product/api.md: retries 429).
    const retryAfter = response.headers.get('retry-after') ?? '3';
    throw new ApiError(429, 'TOO_MANY_REQUESTS', vimeoMessages.busy, null, {
      'Retry-After': retryAfter,
    });
  }
  const body = (await response.json().catch(() => null)) as {
    uri?: unknown;
    upload?: { upload_link?: unknown; approach?: unknown; size?: unknown };
  } | null;
  const uploadLink = body?.upload?.upload_link;
  if (!response.ok || typeof body?.uri !== 'string' || typeof uploadLink !== 'string') {
    throw new ApiError(502, 'BAD_GATEWAY', vimeoMessages.failed);
  }
  return {
    uri: body.uri,
    name: input.name,
    upload: { approach: 'tus', upload_link: uploadLink, size: input.size },
  };
}
