// docs/product/api.md, docs/product/limits.md: a 429 answer is retried, up to 3 attempts in all,
// waiting 1500 ms and then 3000 ms, or as long as the server's Retry-After asks (seconds or an HTTP
// date) when it gives one.

export const MAX_ATTEMPTS = 3;
export const RETRY_WAITS_MS = [1500, 3000] as const;
/** A Retry-After longer than this is not waited for (the user would think the page hung). */
export const MAX_RETRY_AFTER_MS = 60_000;

/** How long to wait before attempt `attempt + 1` (attempt counts from 1) after a 429. */
export function waitAfter429(attempt: number, retryAfter?: string | null, now = Date.now()) {
  const fallback = RETRY_WAITS_MS[Math.min(attempt - 1, RETRY_WAITS_MS.length - 1)]!;
  if (!retryAfter) return fallback;
  const trimmed = retryAfter.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return fallback;
  return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}

/** Resolves after `ms` (setTimeout, so tests drive it with fake timers), or rejects on abort. */
export function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
