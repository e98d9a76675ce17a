// No library text reaches a response (docs/decisions/015-forms-on-the-contract.md). Every operation
// of the OpenAPI document is sent wrong shapes (an unknown field, a missing one, a wrong type, a
// number for an id) by an admin, so authorization lets them through to validation; every 4xx answer
// must say what is wrong in Korean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
type Operation = { requestBody?: unknown; parameters?: { in: string; name: string }[] };

let setup: Awaited<ReturnType<typeof createTestApp>>;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  setup = await createTestApp();
  const document = (await (await setup.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => setup.close());

const WRONG_BODIES: unknown[] = [{ unexpectedField: 1 }, {}, [], 'text', { size: 'big', id: -1 }];

describe('wrong shapes on every documented route', () => {
  it('answers every one of them in Korean', { timeout: 120_000 }, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const english: string[] = [];
    let refused = 0;
    for (const { method, path, operation } of operations) {
      if (method === 'get' && !operation.parameters?.length) continue;
      // A fresh admin for each operation: logout or withdrawal would end a shared one's session.
      const admin = await createUser(setup.database.db, 'ADMIN');
      const headers = { ...admin.headers, origin: 'http://localhost:3002' };
      // Ids that are not ids, and a query full of wrong types.
      const url =
        path.replace(/\{[^}]+\}/g, 'not-an-id') +
        '?' +
        new URLSearchParams(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter): [string, string] => [parameter.name, 'xxx\u0000']),
        );
      const bodies = operation.requestBody ? WRONG_BODIES : [undefined];
      for (const body of bodies) {
        const response = await setup.app.request(url, {
          method: method.toUpperCase(),
          headers: { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.status < 400 || response.status >= 500) continue;
        if (response.status === 400) refused += 1;
        const { message } = (await response.json()) as { message?: string };
        if (!message || !HANGUL.test(message)) {
          english.push(`${method.toUpperCase()} ${path} ${JSON.stringify(body)}: ${message}`);
        }
      }
    }
    expect(english).toEqual([]);
    // The wrong shapes did reach validation (not stopped earlier by authentication).
    expect(refused).toBeGreaterThan(60);
  });
});
