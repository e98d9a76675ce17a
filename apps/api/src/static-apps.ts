// Serves the three built apps (and the built Storybook) by origin, from the same process as the
// API (design 1). When several origins share a port, the Host header picks the app.
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { REPO_ROOT, appOrigins, type Env } from './env.ts';
import { newNonce, pageCsp, storybookCsp } from './lib/security-headers.ts';

export type ServedApp = 'site' | 'classroom' | 'admin' | 'storybook';

const DIST: Record<ServedApp, string> = {
  site: path.join(REPO_ROOT, 'apps/site/dist'),
  classroom: path.join(REPO_ROOT, 'apps/classroom/dist'),
  admin: path.join(REPO_ROOT, 'apps/admin/dist'),
  storybook: path.join(REPO_ROOT, 'storybook-static'),
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
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
  /** The API in this process: an app's server render reads its data through it. */
  fetchApi: (request: Request) => Promise<Response>;
}

/** What an app's server entry exports (packages/app-frame serve-app.server.ts), seen from here. */
interface AppServerEntry {
  serveApp(
    build: unknown,
    options: {
      fetchApi: (request: Request) => Promise<Response>;
      origins: Record<'site' | 'classroom' | 'admin', string>;
      mode: 'production' | 'development';
    },
  ): (request: Request, nonce: string) => Promise<Response>;
}

/** The app's server build (React Router's framework mode). */
const serverBuildOf = (app: Exclude<ServedApp, 'storybook'>) =>
  path.join(DIST[app], 'server/index.js');

export function staticHandler(env: Env, apps: ServedApp[], options: StaticOptions) {
  const origins = servedOrigins(env);
  const hosts = new Map(apps.map((app) => [new URL(origins[app]).host, app]));
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
          fetchApi: options.fetchApi,
          origins: appOrigins(env),
          mode: env.NODE_ENV === 'production' ? 'production' : 'development',
        });
      })();
      renderers.set(app, found);
    }
    return found;
  }

  return async (c: Context) => {
    const app = hosts.get(c.req.header('host') ?? '') ?? apps[0]!;
    if (app === 'storybook') c.header('Content-Security-Policy', storybookCsp());
    // An app's browser files are in dist/client (React Router's framework mode builds them there).
    const root = app === 'storybook' ? DIST.storybook : path.join(DIST[app], 'client');
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return c.text('Not found', 404);

    if (pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      // Vite's hashed assets never change; everything else is revalidated.
      const immutable = pathname.startsWith('/assets/');
      c.header('Content-Type', type);
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The build wrote .br and .gz beside each text asset (tooling/vite precompress.js).
      const encoded = precompressed(file, c.req.header('accept-encoding') ?? '');
      if (encoded) {
        c.header('Content-Encoding', encoded.encoding);
        c.header('Vary', 'Accept-Encoding');
      }
      const sent = encoded?.file ?? file;
      c.header('Content-Length', String(statSync(sent).size));
      return c.body(Readable.toWeb(createReadStream(sent)) as ReadableStream);
    }
    if (app === 'storybook') {
      const index = path.join(DIST.storybook, 'index.html');
      if (path.extname(pathname) || !existsSync(index)) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      return c.body(Readable.toWeb(createReadStream(index)) as ReadableStream, 200, {
        'Content-Type': CONTENT_TYPES['.html']!,
      });
    }
    if (!existsSync(serverBuildOf(app)))
      return c.text(`The ${app} app is not built: run npm start (or pnpm build).`, 503);
    // Every other address is a page (or a page's data, /x.data): the app renders it.
    const nonce = newNonce();
    const response = await (await renderer(app))(c.req.raw, nonce);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', pageCsp(env, nonce));
    // A page may carry its visitor's name (the site's signed-in header): never in a shared cache.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
    return new Response(response.body, { status: response.status, headers });
  };
}

/** The brotli or gzip twin of `file` the client accepts, when the build wrote one. */
function precompressed(file: string, acceptEncoding: string) {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && existsSync(file + suffix))
      return { encoding, file: file + suffix };
  }
  return undefined;
}
