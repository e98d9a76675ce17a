// Stories render inside a memory router and a query cache that never reaches the network
// (StoryQueryClient of @academy/api-client/testing): a story shows a state by its parameters.
//
//   parameters: { route: '/admin/banners', queries: [{ queryKey: bannerKeys.list(), data: banners }] }
import { StoryQueryClient, type StoryData } from '@academy/api-client/testing';
import { fakeLiveConnection, LiveConnectionProvider } from '@academy/live/connection';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

const quietLive = fakeLiveConnection('connecting');

function StoryShell({ data, children }: { data: StoryData; children: ReactNode }) {
  const [client] = useState(() => new StoryQueryClient(data));
  return (
    <MemoryRouter initialEntries={[data.route ?? '/']}>
      <QueryClientProvider client={client}>
        {/* a live channel that never connects: stories show what their parameters say */}
        <LiveConnectionProvider connection={quietLive}>{children}</LiveConnectionProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

export const withAppShell: Decorator = (Story, { parameters }) => (
  <StoryShell data={parameters as StoryData}>
    <Story />
  </StoryShell>
);
