// The providers every story renders in: the Storybook instance's preview and the story tests
// share this decorator, so both show components exactly as the apps do. Below them, the apps'
// screens render in StoryShell (withAppShell): a memory router and a fresh query cache; their
// requests are answered by their parameters.msw handlers (.storybook/preview.tsx):
//
//   parameters: { route: '/admin/banners', msw: { handlers: bannerHandlers(banners) } }
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ModalsHost } from './AppProviders/ModalsHost.tsx';
import { ToastHost } from './AppProviders/ToastHost.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

function FollowToolbarScheme({ scheme }: { scheme: 'light' | 'dark' }) {
  const { setColorScheme } = useMantineColorScheme();
  const applied = useRef(scheme);
  // Only a change of the toolbar switch applies; a story's own choice (ThemeMenu) is kept.
  useEffect(() => {
    if (applied.current === scheme) return;
    applied.current = scheme;
    setColorScheme(scheme);
  }, [scheme, setColorScheme]);
  return null;
}

export function StoryProviders({
  children,
  colorScheme = 'light',
}: {
  children: ReactNode;
  colorScheme?: 'light' | 'dark';
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={colorScheme}
    >
      <FollowToolbarScheme scheme={colorScheme} />
      {children}
      <ToastHost />
      <ModalsHost />
    </MantineProvider>
  );
}

/**
 * A screen's surroundings in a story: a fresh query cache without retries (a failed load shows
 * its error state at once) and, unless `route` is null, a memory router at `route`.
 */
export function StoryShell({
  route = '/',
  children,
}: {
  route?: string | null;
  children: ReactNode;
}) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  const cached = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return route === null ? cached : <MemoryRouter initialEntries={[route]}>{cached}</MemoryRouter>;
}

/** The apps' screens' decorator: StoryShell at the story's `parameters.route` ('/' by default). */
export const withAppShell: Decorator = (Story, { parameters }) => (
  <StoryShell route={(parameters as { route?: string }).route}>
    <Story />
  </StoryShell>
);
