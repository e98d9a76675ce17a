import { refuseRequests } from '@academy/api-client/testing';
import { describeStories } from '@academy/vitest-config/stories';
import { expect, it } from 'vitest';
import * as preview from '../../../.storybook/preview.tsx';

// Stories show hard-coded data only: any call to the API would be a bug.
const attempted = refuseRequests();

describeStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);

it('no story called the API', () => {
  expect(attempted).toEqual([]);
});
