// Test support: keep a test off the network and see what it tried to send. (Request mocks that
// answer are MSW handlers: mocks/.)
import { configureHttp } from './http-config.ts';

/**
 * From now on every request of this client is refused, as if offline, and recorded as
 * 'METHOD /api/path'.
 */
export function refuseRequests(): string[] {
  const attempted: string[] = [];
  configureHttp({
    // Absolute, so the request is built and reaches fetch (Node rejects a relative URL before it).
    prefix: 'http://offline.invalid/api',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      attempted.push(`${request.method} ${new URL(request.url).pathname}`);
      throw new TypeError('tests do not reach the network');
    },
  });
  return attempted;
}
