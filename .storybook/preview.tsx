import '@mantine/core/styles.layer.css';
import '@academy/ui/typography.css';
import { StoryProviders } from '@academy/ui/storybook';
import { MantineThemeProvider, Popover } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';

// The toolbar's light/dark switch drives Mantine's colour scheme.
const withProviders: Decorator = (Story, context) => (
  <StoryProviders colorScheme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  // A story's requests are answered by its parameters.msw handlers (the ones tests use, from
  // @academy/api-client/mocks), through msw's service worker served from ./public.
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: { layout: 'padded' },
};
export default preview;

type MswApi = Awaited<ReturnType<NonNullable<Parameters<typeof mswLoader>[0]>>>;

/** What stories.test.tsx gives in place of the service worker (mockApi() of api-client). */
interface NodeApi {
  use: (...handlers: RequestHandler[]) => void;
  resetHandlers: () => void;
  /** the requests no handler answered */
  unanswered: string[];
}

/**
 * The preview with the stories' requests answered by `api` instead of the service worker:
 * stories.test.tsx passes mockApi(), a Node server, so a story gets the same answers there. A
 * request the story's handlers do not answer fails the story: each state a story shows comes
 * from its handlers, not from a request failing by accident.
 */
export function previewAnsweredBy(api: NodeApi): Preview {
  return {
    ...preview,
    decorators: [showDetachedDropdowns, ...toArray(preview.decorators)],
    // the loader only resets the handlers and uses the story's, which a Node server does alike
    loaders: [mswLoader(() => api as unknown as MswApi)],
    afterEach: () => {
      if (api.unanswered.length > 0) {
        throw new Error(`no handler answered ${api.unanswered.join(', ')}`);
      }
    },
  };
}

const toArray = <T,>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * jsdom lays nothing out: every box is 0x0 in the corner, which floating-ui's hide middleware
 * reads as a target scrolled out of view, so Mantine hides an open dropdown (display: none) once
 * it has measured. A story test then found a menu's items only if it looked before that moment: on
 * a busy machine ThemeMenu's ChoosingDark failed two runs in three. The story tests keep open
 * dropdowns shown (the browser's Storybook still hides a detached one).
 */
const showDetachedDropdowns: Decorator = (Story) => (
  <MantineThemeProvider
    inherit
    theme={{ components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } }}
  >
    <Story />
  </MantineThemeProvider>
);
