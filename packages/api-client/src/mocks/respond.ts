// How the mocked API answers (CONTRIBUTING.md: Stories and tests), for the handler modules
// beside this file. Browser-safe: Storybook's service worker and the tests' Node server (api.ts)
// answer with the same handlers.
import { delay, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';

/**
 * The URL pattern of an API path (`students/me/questions/:id`), for `http.get(apiPath(...))`: at
 * any origin, so it matches the page's own /api in Storybook and the tests' absolute one.
 */
export const apiPath = (path: string) => `*/api/${path}`;

/** The server's success envelope (docs/product/api.md). */
export const okEnvelope = (data: unknown, message = '') =>
  HttpResponse.json({ success: true, code: 'OK', message, data });

/**
 * The server's refusal envelope with its Korean message (docs/product/api.md,
 * docs/product/errors.md).
 */
export const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message, data: null }, { status });

/** No answer at all (the network failed): the screen's load-error state. */
export const offline = () => HttpResponse.error();

/** The requests `handlers` answer, each failing with `answer` instead. */
function instead(handlers: RequestHandler[], answer: () => Promise<undefined> | Response) {
  return handlers
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .map((handler) => new HttpHandler(handler.info.method, handler.info.path, answer));
}

/** The requests `handlers` answer, failing offline: a screen's load-error state (stories). */
export const failing = (handlers: RequestHandler[]) => instead(handlers, offline);

/** The requests `handlers` answer, never answered: a screen's loading state (stories). */
export const pending = (handlers: RequestHandler[]) =>
  instead(handlers, async () => {
    await delay('infinite');
    return undefined;
  });

export { http };
