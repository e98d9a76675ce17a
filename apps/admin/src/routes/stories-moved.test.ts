import type { LoaderFunctionArgs } from 'react-router';
import { expect, it } from 'vitest';
import { loader } from './stories-moved.ts';

it('sends an old /admin/stories link to /admin/pass-stories, with its view', () => {
  const request = new Request('https://admin.academy.test/admin/stories?status=ALL');
  const response = loader({ request } as LoaderFunctionArgs);
  expect(response.status).toBe(301);
  expect(response.headers.get('Location')).toBe('/admin/pass-stories?status=ALL');
});
