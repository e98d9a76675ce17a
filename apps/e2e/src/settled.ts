// "The page is done" as states a test can wait for, in place of Playwright's networkidle (half a
// second without traffic: a guess that is too short on a busy machine and a wait on a quiet one).
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts the page's requests not yet answered (one count per page, however often it is asked
 * for). Start it before `page.goto`: a request made before it is not seen.
 */
export function trackRequests(page: Page) {
  let pending = tracked.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    tracked.set(page, requests);
    pending = requests;
  }
  const requests = pending;
  return { pending: () => requests.size };
}
const tracked = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page is the browser's and shows what it came for: React Router has taken the
 * server's page over and is not loading a route (its client loaders and route modules are in),
 * the session check's screen has gone, nothing says it is loading (aria-busy, a loader), the
 * fonts are in, and every request the page made so far has been answered (the lazy code its
 * screen asked for included).
 */
export async function settled(page: Page, requests: ReturnType<typeof trackRequests>) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const router = (
          window as {
            __reactRouterDataRouter?: {
              state: { initialized: boolean; navigation: { state: string } };
            };
          }
        ).__reactRouterDataRouter;
        return Boolean(router?.state.initialized && router.state.navigation.state === 'idle');
      }),
    )
    .toBe(true);
  await expect(page.getByText('로그인 상태를 확인하는 중')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect.poll(() => requests.pending()).toBe(0);
}
