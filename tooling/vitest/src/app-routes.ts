// An app's framework-mode routes (its routes.ts and root.tsx) as a memory router's table, so a test
// can render the real route tree: each route's module is loaded from `modules` (the app's
// import.meta.glob) when the router first needs it, as the app's build splits them. A route's
// clientLoader runs as in the browser; a route with only a server loader (a redirect, a 404's
// status) has it run in its place, as the browser would get its answer from the server.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

interface RouteModule {
  default?: ComponentType;
  clientLoader?: RouteObject['loader'];
  loader?: RouteObject['loader'];
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
}

/** What routes.ts exports: `@react-router/dev/routes` entries, seen by what a test needs. */
export interface RouteConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

/** What the router needs of a route module (a test's vi.mock may export only some of it). */
const routeOf = (module: RouteModule) => {
  const has = (name: keyof RouteModule) => name in module && module[name] !== undefined;
  return {
    ...(has('default') && { Component: module.default }),
    ...(has('clientLoader')
      ? { loader: module.clientLoader }
      : has('loader') && { loader: module.loader }),
    ...(has('ErrorBoundary') && { ErrorBoundary: module.ErrorBoundary }),
  };
};

/**
 * `modules` is keyed as import.meta.glob keys them from the app's src (`./routes/x.tsx`);
 * routes.ts names files from the same folder (`routes/x.tsx`).
 */
export function appRoutes(
  root: RouteModule,
  config: RouteConfigEntry[],
  modules: Record<string, () => Promise<unknown>>,
): RouteObject[] {
  const toRoute = (entry: RouteConfigEntry): RouteObject => {
    const load = modules[`./${entry.file}`];
    if (!load) throw new Error(`routes.ts names ${entry.file}, which the test's modules lack`);
    const lazy = async () => routeOf((await load()) as RouteModule);
    return entry.index
      ? { index: true, lazy }
      : { path: entry.path, lazy, children: entry.children?.map(toRoute) };
  };
  return [{ path: '/', ...routeOf(root), children: config.map(toRoute) }];
}
