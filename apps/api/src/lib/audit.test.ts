// The access log names what each staff write acted on in Korean: a route whose target word has no
// label shows the raw word (`consent-documents`) on the admin's log screen.
import * as accessLogStrings from '@academy/strings/access-log';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { OWN_ACCOUNT, targetOf } from './audit.ts';

const test = await createTestApp();
afterAll(() => test.close());

it('every admin write the log records has a Korean name for its target', () => {
  const unnamed = test.app.routes
    .filter(({ method }) => /^(POST|PUT|PATCH|DELETE)$/.test(method))
    .filter(({ path }) => path.startsWith('/api/admin/') && !OWN_ACCOUNT.test(path))
    .map(({ path }) => targetOf(path.replace(/^\/api/, ''), {}).targetType)
    .filter((target) => !(target in accessLogStrings.targets));
  expect([...new Set(unnamed)]).toEqual([]);
});
