import type { LoaderFunctionArgs } from 'react-router';
import { expect, it } from 'vitest';
import { loader } from './stories-moved.ts';

it('sends an old /stories link to /pass-stories for good, with its filter', () => {
  const request = new Request('https://academy.test/stories?type=NATIONAL&page=2');
  const response = loader({ request } as LoaderFunctionArgs);
  expect(response.status).toBe(301);
  expect(response.headers.get('Location')).toBe('/pass-stories?type=NATIONAL&page=2');
});
