// The providers every story renders in: the Storybook instance's preview and the story tests
// share this decorator, so both show components exactly as the apps do.
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef, type ReactNode } from 'react';
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
      <ModalsProvider>
        <Notifications />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
