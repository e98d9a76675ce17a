import { routerReady, sessionKnown } from '@academy/auth/first-render';
import { use } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

// Made on the first render, after main.tsx has set up the session.
let firstRender: Promise<unknown> | undefined;

export function Router() {
  // The first render waits (mountApp renders in a transition, so the screen the server drew
  // stays) until the first page's code has loaded and, for a visitor who may be signed in, the
  // start-up check has answered.
  firstRender ??= Promise.all([routerReady(router), sessionKnown()]);
  use(firstRender);
  return <RouterProvider router={router} />;
}
