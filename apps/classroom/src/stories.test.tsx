import { describeStories } from '@academy/vitest-config/stories';
import { expect, it } from 'vitest';
import * as preview from '../../../.storybook/preview.tsx';
import { unseededFetches } from './shared/story-decorators.tsx';

describeStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);

// Stories show seeded sample data only: a query that fetched would reach the network.
it('no story fetched a query it did not seed', () => {
  expect(unseededFetches).toEqual([]);
});
