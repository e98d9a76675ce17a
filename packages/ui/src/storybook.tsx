// The providers every story renders in: the Storybook instance's preview and the story tests
// share this decorator, so both show components exactly as the apps do.
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
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
