// Stories of the live screens and of the app screens around them: the stories' shell
// (@academy/ui/storybook StoryShell: a fresh query cache, requests answered by the story's
// parameters.msw handlers, .storybook/preview.tsx) with a live channel in place of the server's.
import { StoryShell } from '@academy/ui/storybook';
import type { Decorator } from '@storybook/react-vite';
import { fakeLiveConnection, LiveConnectionProvider } from './connection.ts';

/** The live screens' channel, which a story speaks through. */
export const storyConnection = fakeLiveConnection();
const quietLive = fakeLiveConnection('connecting');

/** A live screen alone, with storyConnection (no router). */
export const withLive: Decorator = (Story) => (
  <StoryShell route={null}>
    <LiveConnectionProvider connection={storyConnection}>
      <Story />
    </LiveConnectionProvider>
  </StoryShell>
);

/**
 * The classroom's and the admin's screens: StoryShell at the story's `parameters.route`, with a
 * live channel that never connects (their bells and live badges stay quiet).
 */
export const withLiveAppShell: Decorator = (Story, { parameters }) => (
  <StoryShell route={(parameters as { route?: string }).route}>
    <LiveConnectionProvider connection={quietLive}>
      <Story />
    </LiveConnectionProvider>
  </StoryShell>
);
