// Stories of the live screens: a query cache seeded by the story's parameters (nothing reaches
// the network) and a fake channel the story can speak through.
import { StoryQueryClient, type StoryData } from '@academy/api-client/testing';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fakeLiveConnection, LiveConnectionProvider } from './connection.ts';

export const storyConnection = fakeLiveConnection();

function LiveStoryShell({ data, children }: { data: StoryData; children: ReactNode }) {
  const [client] = useState(() => new StoryQueryClient(data));
  return (
    <QueryClientProvider client={client}>
      <LiveConnectionProvider connection={storyConnection}>{children}</LiveConnectionProvider>
    </QueryClientProvider>
  );
}

export const withLive: Decorator = (Story, { parameters }) => (
  <LiveStoryShell data={parameters as StoryData}>
    <Story />
  </LiveStoryShell>
);
