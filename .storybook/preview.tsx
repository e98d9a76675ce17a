import '@mantine/core/styles.layer.css';
import { StoryProviders } from '@academy/ui/storybook';
import type { Decorator, Preview } from '@storybook/react-vite';

// The toolbar's light/dark switch drives Mantine's colour scheme.
const withProviders: Decorator = (Story, context) => (
  <StoryProviders colorScheme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
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
