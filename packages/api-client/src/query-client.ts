// The apps' one QueryClient setup (site, classroom and admin had a copy each).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/** How many times a failed read is tried again (TanStack Query's default). */
export const QUERY_RETRIES = 3;

/**
 * Whether a failed read is tried again. A 4xx is the server's answer (not found, forbidden, bad
 * input): asking again only gets it again, and three retries kept a not-found or forbidden page on
 * 불러오는 중... for 4-7 s. Only a timeout (408), a rate limit (429), a 5xx or a broken
 * connection (status 0) may pass.
 */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
    },
  });
}
