// The screens the build draws into this app's HTML (tooling/vite/src/first-screen.js), shown
// before the app's code has loaded. A visitor the session hint says may be signed in gets the
// page's own first render as a signed-in student sees it before any data (the dashboard's frame,
// its lists loading); anyone else the start-up session check (apps/api static-apps.ts chooses).
import { SessionCheckScreen } from '@academy/auth/guards';
import { authCheckedAtom, authStore, sessionAtom } from '@academy/auth/session';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export default function firstScreen(): string {
  return renderToString(
    <Providers>
      <SessionCheckScreen />
    </Providers>,
  );
}

const { query, dataRoutes } = createStaticHandler(routes);

export async function signedIn(pathname: string): Promise<string> {
  const context = await query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return '';
  // Signed in, but who is not known yet: the pages show placeholders where the person goes.
  authStore.set(sessionAtom, {
    user: null,
    isLoading: false,
    isAuthenticated: true,
    error: null,
  });
  authStore.set(authCheckedAtom, true);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
