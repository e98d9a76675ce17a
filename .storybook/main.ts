import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole product: shared components and every app's screens.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/*/src/**/*.stories.tsx'],
  // msw's mockServiceWorker.js (`npx msw init .storybook/public --no-save` after an msw upgrade)
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
