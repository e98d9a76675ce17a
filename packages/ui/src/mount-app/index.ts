// How each app starts: React renders the app into #root.
import { createElement, startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders `app` into `container` as a transition: React then yields to the browser every few
 * milliseconds instead of holding the main thread for the whole first render (long tasks are
 * what Lighthouse's Total Blocking Time counts), and what the server drew in the container (the
 * home's first screen) stays until the first render commits.
 */
export function mountApp(app: ReactNode, container = document.getElementById('root')!) {
  const root = createRoot(container);
  startTransition(() => root.render(createElement(StrictMode, null, app)));
  return root;
}
