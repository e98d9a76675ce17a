import './test/jsdom-stubs.ts';
import { describeStories } from '@academy/vitest-config/stories';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as preview from '../../../.storybook/preview.tsx';

// Stories show hard-coded data through the story query client: a request would be a bug.
const requests: string[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    requests.push(String(input));
    return Promise.reject(new Error('stories do not reach the network'));
  });
});
afterAll(() => vi.unstubAllGlobals());

describeStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);

it('no story reached the network', () => {
  expect(requests).toEqual([]);
});
