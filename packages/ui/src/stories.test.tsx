import { mockApi } from '@academy/api-client/mocks/api';
import { describeStories } from '@academy/vitest-config/stories';
import { previewAnsweredBy } from '../../../.storybook/preview.tsx';

// Each story's requests are answered by its own parameters.msw handlers, as in Storybook, here
// by a Node server; a request none of them answers fails.
describeStories(
  import.meta.glob('./**/*.stories.tsx', { eager: true }),
  previewAnsweredBy(mockApi()),
);
