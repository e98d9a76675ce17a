// The public site's pages come with their data (docs/performance.md), so a first visit there calls
// no endpoint; what a call needs (the endpoint functions, the contract's response schemas and
// valibot to read them with, about 8 KB of gzip) loads with the first call instead of with every
// page.

type LazyEndpoints<Module> = {
  [Name in keyof Module]: Module[Name] extends (...args: infer Args) => Promise<infer Answer>
    ? (...args: Args) => Promise<Answer>
    : never;
};

/**
 * An endpoints module that loads on its first call: `lazyEndpoints(() => import('./x.ts'))` reads
 * like `import * as x from './x.ts'` (`x.notices(0, 20)`). A failed load (a lost connection) is
 * tried again by the next call.
 */
export function lazyEndpoints<Module extends object>(
  load: () => Promise<Module>,
): LazyEndpoints<Module> {
  let loading: Promise<Module> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as LazyEndpoints<Module>, {
    get: (_, name) => {
      // Not a thenable: `await` or a promise's resolve must see a plain object, not a call.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const endpoint = (await loaded())[name as keyof Module];
        return (endpoint as (...args: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
}
