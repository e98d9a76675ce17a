// The root's own code: the run scripts (npm start, npm test, the web bench) and Storybook's config.
import { config } from '@academy/eslint-config';

export default [
  {
    ignores: [
      'apps/**',
      'packages/**',
      'tooling/**',
      'storybook-static/**',
      'node_modules/**',
      // msw's generated worker (npx msw init)
      '.storybook/public/**',
    ],
  },
  ...config({ dir: import.meta.dirname, kind: 'tooling', react: true }),
];
