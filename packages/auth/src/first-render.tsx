// When an app's first render may replace the screen the server drew (issue 8, decision 010).
// mountApp renders in a transition, so the drawn screen stays until that render commits; a
// Router component suspends on these (React's use()) to choose the moment.
import { use } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { getAuthSession } from './setup.ts';
import { hasSessionHint } from './token-store.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Settles once the router has loaded the first page's code (it started loading it at once). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Settles once the start-up check has answered, for a visitor the session hint says may be
 * signed in (the server drew them the page's frame: they go from it straight to the page, or to
 * the login, without the session check's screen in between); at once for anyone else (the
 * server drew them the session check).
 */
export function sessionKnown(): Promise<void> {
  if (!hasSessionHint()) return Promise.resolve();
  return getAuthSession()
    .ensureChecked()
    .catch(() => undefined);
}

/**
 * The Router component of an app whose pages need a session (the classroom, the admin): its
 * first render waits until the first page's code has loaded and, for a visitor who may be signed
 * in, the start-up check has answered. Until then the screen the server drew stays (no empty
 * frame while the router loads the page, no session check's spinner in between).
 */
export function routerAfterSessionCheck(router: DataRouter) {
  // Made on the first render, after the app's main has set up the session.
  let ready: Promise<unknown> | undefined;
  return function Router() {
    ready ??= Promise.all([routerReady(router), sessionKnown()]);
    use(ready);
    return <RouterProvider router={router} />;
  };
}
