// The one HTTP client (README.md): ky with the API at the current origin's /api, a 10 s timeout
// (docs/product/api.md, docs/product/limits.md), the bearer token packages/auth provides, and on a
// 401 one refresh (single flight: parallel 401s share it) then one retry. Every response is parsed
// with its contract schema. Where it sends and with which token is configured in http-config.ts.
import type { KyInstance, Options } from 'ky';
import type * as v from 'valibot';
import { ApiError, transportErrors } from './errors.ts';
import { httpConfig as config, httpConfigRevision } from './http-config.ts';

export const HTTP_TIMEOUT_MS = 10_000;

let client: { revision: number; ky: Promise<KyInstance> } | undefined;
let refreshing: Promise<boolean> | null = null;

/**
 * ky loads with the first call: a page the server sent with its data (the public site) makes
 * none on a first visit, and its code is not part of that visit (docs/performance.md).
 */
async function build() {
  const { default: ky } = await import('ky');
  return ky.create({
    prefix: config.prefix,
    timeout: HTTP_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = config.getAccessToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
    },
  });
}

function refreshOnce(): Promise<boolean> {
  if (!config.refreshSession) return Promise.resolve(false);
  refreshing ??= config.refreshSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** ky, built for the current configuration; a failed load (a lost connection) is tried again. */
function currentClient(): Promise<KyInstance> {
  const revision = httpConfigRevision();
  if (client?.revision === revision) return client.ky;
  const fresh = { revision, ky: build() };
  void fresh.ky.catch(() => {
    if (client === fresh) client = undefined;
  });
  client = fresh;
  return fresh.ky;
}

async function send(path: string, options: Options) {
  try {
    return await (
      await currentClient()
    )(path, options);
  } catch (error) {
    const name = (error as Error).name;
    throw new ApiError(
      name === 'TimeoutError'
        ? { status: 0, code: 'TIMEOUT', message: transportErrors.timeout }
        : { status: 0, code: 'NETWORK', message: transportErrors.network },
    );
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type EnvelopeLike = { success?: unknown; code?: unknown; message?: unknown; data?: unknown };

function failure(response: Response, body: unknown) {
  const envelope = (body ?? {}) as EnvelopeLike;
  const status = response.status;
  // The transport logs what kind of refusal this was (docs/product/errors.md).
  if (status === 401) config.log?.('warn', `[API] 401: ${transportErrors.unauthorized}`);
  if (status === 403) config.log?.('warn', `[API] 403: ${transportErrors.forbidden}`);
  if (status >= 500) config.log?.('error', `[API] ${status}: ${transportErrors.server}`);
  const fallback =
    status === 401
      ? transportErrors.unauthorized
      : status === 403
        ? transportErrors.forbidden
        : status >= 500
          ? transportErrors.server
          : transportErrors.invalidResponse;
  const data = envelope.data as { requestId?: unknown } | null | undefined;
  return new ApiError({
    status,
    code: typeof envelope.code === 'string' ? envelope.code : `HTTP_${status}`,
    message: typeof envelope.message === 'string' && envelope.message ? envelope.message : fallback,
    data: envelope.data ?? null,
    requestId:
      typeof data?.requestId === 'string'
        ? data.requestId
        : (response.headers.get('x-request-id') ?? undefined),
  });
}

const dotPath = (path: readonly (PropertyKey | { key: PropertyKey })[] = []) =>
  path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');

/**
 * Calls the API and parses the envelope with `schema`. A 401 on any call but the auth endpoints
 * refreshes the session once and repeats the call once.
 */
export async function request<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  given: Options = {},
): Promise<v.InferOutput<TSchema>> {
  const { options, settle } = withIdempotencyKey(path, given);
  let response = await send(path, options);
  if (response.status === 401 && !path.startsWith('auth/')) {
    if (await refreshOnce()) {
      response = await send(path, options);
    } else {
      config.onSessionExpired?.();
    }
  }
  settle(response.status);
  const body = await bodyOf(response);
  if (!response.ok || (body as EnvelopeLike | null)?.success === false)
    throw failure(response, body);
  // Through the schema's Standard Schema interface: the schema brings valibot, so this module,
  // which every page loads, does not (lazy-endpoints.ts).
  const parsed = await schema['~standard'].validate(body);
  if (parsed.issues) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: transportErrors.invalidResponse,
      data: {
        issues: parsed.issues.map(
          (issue) => `${dotPath(issue.path) || '(root)'}: ${issue.message}`,
        ),
      },
    });
  }
  return parsed.value;
}

/**
 * A POST creates something: it carries an Idempotency-Key, the same on every attempt of this call
 * (the repeat after a session refresh above; ky itself retries nothing), so a write the server did
 * but whose answer was lost is not done twice when sent again: the server answers the first result
 * (docs/decisions/038-shutdown-readiness-idempotency.md). The same request sent again after an
 * attempt that got no answer (a lost connection, the timeout, a 5xx, the server still busy with it)
 * reuses that key: the user pressing 저장 again after "요청 시간이 초과되었습니다" gets the first
 * result instead of a second copy. An answer that settles it (a success, a refusal) forgets the key,
 * so the same content sent later on purpose is a new write. A key the caller set is kept.
 */
function withIdempotencyKey(path: string, given: Options) {
  if ((given.method ?? 'get').toUpperCase() !== 'POST') return { options: given, settle: noop };
  const headers = new Headers(given.headers as HeadersInit | undefined);
  if (headers.has(IDEMPOTENCY_HEADER)) return { options: given, settle: noop };
  const sameRequest = `${path}\n${fingerprint(given)}`;
  let key = unanswered.get(sameRequest);
  if (key === undefined) {
    key = freshKey();
    // Map keeps insertion order: the first entry is the oldest.
    if (unanswered.size >= UNANSWERED_MAX) unanswered.delete(unanswered.keys().next().value!);
    unanswered.set(sameRequest, key);
  }
  headers.set(IDEMPOTENCY_HEADER, key);
  return {
    options: { ...given, headers },
    settle: (status: number) => {
      if (status < 500 && status !== 409) unanswered.delete(sameRequest);
    },
  };
}

/**
 * Keys of POSTs sent and not settled, by path and body. An entry leaves only when an answer settles
 * it, so a long-lived tab keeps the newest UNANSWERED_MAX and forgets the oldest: a retry is sent
 * again soon after its lost attempt, and forgetting a key costs only the reuse, never a wrong answer.
 */
const unanswered = new Map<string, string>();
const UNANSWERED_MAX = 50;
const noop = () => {};

/** The body as the server compares it: JSON as sent, a form's fields with each file's identity. */
function fingerprint({ json, body }: Options): string {
  if (json !== undefined) return JSON.stringify(json);
  if (body instanceof FormData) {
    return JSON.stringify(
      [...body.entries()].map(([name, value]) =>
        typeof value === 'string'
          ? [name, value]
          : [name, value.name, value.size, value.type, value.lastModified],
      ),
    );
  }
  return typeof body === 'string' ? body : '';
}

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function freshKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A multipart body from plain fields; arrays become repeated fields (docs/product/api.md:
 * teachingSubjects).
 */
export function formData(
  fields: Record<string, string | number | Blob | null | undefined | (string | Blob)[]>,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      body.append(name, typeof item === 'number' ? String(item) : item);
    }
  }
  return body;
}
