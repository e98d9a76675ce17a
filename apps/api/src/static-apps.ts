// Serves the three built apps (and the built Storybook) by origin, from the same process as the
// API (README.md). When several origins share a port, the Host header picks the app. Built files
// go through @hono/node-server's serveStatic (the .br/.gz twins the build wrote, by the client's
// Accept-Encoding); every other address is a page the app renders.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { REPO_ROOT, appOrigins, type Env } from './env.ts';
import { storybookCsp } from './lib/security-headers.ts';

export type ServedApp = 'site' | 'classroom' | 'admin' | 'storybook';

const DIST: Record<ServedApp, string> = {
  site: path.join(REPO_ROOT, 'apps/site/dist'),
  classroom: path.join(REPO_ROOT, 'apps/classroom/dist'),
  admin: path.join(REPO_ROOT, 'apps/admin/dist'),
  storybook: path.join(REPO_ROOT, 'storybook-static'),
};

export function servedOrigins(env: Env): Record<ServedApp, string> {
  return { ...appOrigins(env), storybook: env.STORYBOOK_URL };
}

/** The ports to listen on, each with the apps whose origin uses it (first one is the fallback). */
export function listenersFor(env: Env): Map<number, ServedApp[]> {
  // PORT: one listener, the app chosen by Host alone (the production shape behind a proxy).
  if (env.PORT) return new Map([[env.PORT, ['site', 'classroom', 'admin', 'storybook']]]);
  const ports = new Map<number, ServedApp[]>();
  for (const [app, origin] of Object.entries(servedOrigins(env)) as [ServedApp, string][]) {
    const url = new URL(origin);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    ports.set(port, [...(ports.get(port) ?? []), app]);
  }
  return ports;
}

export interface StaticOptions {
  /**
   * The API in this process: an app's server render reads its data through it, given the page
   * request's bindings (its socket) so the API sees the visitor's address, as over the network.
   */
  fetchApi: (request: Request, bindings?: unknown) => Promise<Response>;
}

/** The page request a server render is answering, for the API reads it makes meanwhile. */
const pageCaller = new AsyncLocalStorage<{ bindings: unknown; headers: Headers }>();
/** What says who is calling: the access log and the rate limits read them from the API request. */
const CALLER_HEADERS = ['user-agent', 'x-forwarded-for'] as const;

/** An in-process API read on behalf of the page's visitor: their socket and their headers. */
function asPageCaller(fetchApi: StaticOptions['fetchApi']) {
  return (request: Request) => {
    const page = pageCaller.getStore();
    if (!page) return fetchApi(request);
    const headers = new Headers(request.headers);
    for (const name of CALLER_HEADERS) {
      const value = page.headers.get(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
    return fetchApi(new Request(request, { headers }), page.bindings);
  };
}

/** What an app's server entry exports (packages/app-frame serve-app.server.ts), seen from here. */
interface AppServerEntry {
  serveApp(
    build: unknown,
    options: {
      fetchApi: (request: Request) => Promise<Response>;
      origins: Record<'site' | 'classroom' | 'admin', string>;
      mode: 'production' | 'development';
      clientDir?: string;
    },
  ): (request: Request, nonce: string) => Promise<Response>;
}

/** The app's server build (React Router's framework mode). */
const serverBuildOf = (app: Exclude<ServedApp, 'storybook'>) =>
  path.join(DIST[app], 'server/index.js');

/** Where a host's app keeps what the browser downloads: React Router's framework mode builds
 * an app's browser files in dist/client. */
const filesOf = (app: ServedApp) =>
  app === 'storybook' ? DIST.storybook : path.join(DIST[app], 'client');

export function staticHandler(env: Env, apps: ServedApp[], options: StaticOptions) {
  const origins = servedOrigins(env);
  const hosts = new Map(apps.map((app) => [new URL(origins[app]).host, app]));
  const appOf = (c: Context) => hosts.get(c.req.header('host') ?? '') ?? apps[0]!;
  const renderers = new Map<ServedApp, Promise<ReturnType<AppServerEntry['serveApp']>>>();

  /** The app's page renderer, loaded once from its server build. */
  function renderer(app: Exclude<ServedApp, 'storybook'>) {
    let found = renderers.get(app);
    if (!found) {
      found = (async () => {
        const build = (await import(pathToFileURL(serverBuildOf(app)).href)) as {
          entry: { module: AppServerEntry };
        };
        return build.entry.module.serveApp(build, {
          fetchApi: asPageCaller(options.fetchApi),
          origins: appOrigins(env),
          mode: env.NODE_ENV === 'production' ? 'production' : 'development',
          clientDir: filesOf(app),
        });
      })();
      renderers.set(app, found);
    }
    return found;
  }

  // One serveStatic per app, made once its files exist (an app not built yet, or Storybook
  // never built, would have serveStatic complain at start-up for a folder nobody asked for).
  const servers = new Map<ServedApp, MiddlewareHandler>();
  const serverFor = (app: ServedApp) => {
    let found = servers.get(app);
    if (!found && existsSync(filesOf(app))) {
      found = serveStatic({
        root: filesOf(app),
        precompressed: true,
        onFound: (_file, c) => {
          // Vite's hashed assets never change; everything else is revalidated.
          const immutable = c.req.path.startsWith('/assets/');
          c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      servers.set(app, found);
    }
    return found;
  };

  /** A built file of the host's app, or on to the page. */
  const files: MiddlewareHandler = (c, next) => {
    const app = appOf(c);
    if (app === 'storybook') c.header('Content-Security-Policy', storybookCsp());
    const server = serverFor(app);
    return server ? server(c, next) : next();
  };

  /** Every other address is a page (or a page's data, /x.data): the app renders it. */
  const pages = async (c: Context) => {
    const app = appOf(c);
    if (app === 'storybook') {
      // Storybook's own addresses are its manager page's.
      const index = path.join(DIST.storybook, 'index.html');
      if (path.extname(c.req.path) || !existsSync(index)) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      return c.body(Readable.toWeb(createReadStream(index)) as ReadableStream, 200, {
        'Content-Type': 'text/html; charset=utf-8',
      });
    }
    if (!existsSync(serverBuildOf(app)))
      return c.text(`The ${app} app is not built: run npm start (or pnpm build).`, 503);
    // The nonce pageSecurityHeaders (security-headers.ts) put in this response's CSP.
    const nonce = c.get('secureHeadersNonce') as string;
    const render = await renderer(app);
    const response = await pageCaller.run({ bindings: c.env, headers: c.req.raw.headers }, () =>
      render(c.req.raw, nonce),
    );
    // A page may carry its visitor's name (the site's signed-in header): never in a shared cache.
    if (response.headers.has('Cache-Control')) return response;
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'private, no-cache');
    return new Response(response.body, { status: response.status, headers });
  };

  return { files, pages };
}
