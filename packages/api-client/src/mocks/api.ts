// Request mocks (CONTRIBUTING.md: Stories and tests): MSW answers the API the way the server does,
// so a test goes through the real endpoints, queries and contract parsing, and only the network
// is replaced. Handlers per area live beside this file (questions.ts), shared by tests and
// stories; this module starts them in Node (tests, stories.test.tsx).
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureHttp } from '../http-config.ts';

/** Where the mocked API lives in Node (absolute: Node's fetch refuses a page-relative URL). */
const API = 'http://api.test/api';

/**
 * A request the handler saw: method, API path and body, for asserting what was sent. A JSON body
 * as parsed; a multipart body as its fields (a repeated field as a list, a file as its type:
 * jsdom's File reaches Node's fetch without its name or bytes).
 */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type SentField = string | { type: string };

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const fields: Record<string, SentField | SentField[]> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      const field = typeof value === 'string' ? value : { type: value.type };
      const before = fields[name];
      fields[name] = before === undefined ? field : [before, field].flat();
    }
    return fields;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * One mocked API for a test file: the client calls it, a request no handler answers fails as
 * offline (and is listed in `unanswered` as 'METHOD /api/path'), per-test handlers
 * (`api.use(...)`) are dropped after each test. `sent` lists the writes (every method but GET) in
 * order, `read` the reads as API path and query (`lectures/submission?lectureDetailId=101`).
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const sent: SentRequest[] = [];
  const read: string[] = [];
  const unanswered: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    if (request.method === 'GET') {
      read.push(path + url.search);
      return;
    }
    void bodyOf(request.clone()).then((body) => sent.push({ method: request.method, path, body }));
  });
  beforeAll(() => {
    configureHttp({ prefix: API });
    server.listen({
      onUnhandledRequest: (request, print) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error(); // logs it and fails the request
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
    read.length = 0;
    unanswered.length = 0;
  });
  afterAll(() => server.close());
  return {
    use: (...more: RequestHandler[]) => server.use(...more),
    resetHandlers: () => server.resetHandlers(),
    sent,
    read,
    unanswered,
  };
}

export { apiPath, http, offline, okEnvelope, refusal } from './respond.ts';
