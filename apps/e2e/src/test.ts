// Every journey imports `test` from here: it fails when the browser reports an error on any page
// of the journey: a CSP violation, a hydration mismatch, an
// uncaught exception or an error a component logged. Such errors break a screen silently for a
// user, and no assertion about the screen's content would notice them.
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { expect };

/**
 * Chromium logs every HTTP error answer as a console error. A 4xx is the API's answer to a request
 * the journey makes on purpose (a wrong password, a visitor's session check) and the screen shows
 * it; a 5xx or a failed load of anything else still counts.
 */
const expectedClientError = (message: ConsoleMessage) =>
  /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()) &&
  new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/api/');

/**
 * Chromium's notice that Cross-Origin-Opener-Policy does not apply to plain http on a name other
 * than localhost: only the subdomain layout of these tests has that (production is https).
 */
const plainHttpNotice = (message: ConsoleMessage) =>
  message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored') &&
  message.location().url.startsWith('http://');

/** Collects the errors of every page the context opens, now and later. */
export function collectBrowserErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error' || expectedClientError(message) || plainHttpNotice(message))
      return;
    const where = message.location().url;
    errors.push(`${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
  return errors;
}

export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ context }, use) => {
      const errors = collectBrowserErrors(context);
      await use(errors);
      expect(errors, 'errors in the browser console during the journey').toEqual([]);
    },
    { auto: true },
  ],
});
