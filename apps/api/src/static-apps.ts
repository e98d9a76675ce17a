// Serves the three built apps (and the built Storybook) by origin, from the same process as the
// API (design 1). When several origins share a port, the Host header picks the app.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { REPO_ROOT, appOrigins, type Env } from './env.ts';
import { deferApp, drawFirstScreen, screenStillLoading } from './first-screen.ts';
import { appPages, preloadTags, type PageParts } from './pages.ts';
import { HINT_COOKIE } from './lib/auth/cookies.ts';
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

/** What an app's server entry exports (packages/auth serve-app.ts), seen from here. */
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

/** The app's server build (React Router's framework mode), when it has one. */
const serverBuildOf = (app: ServedApp) => path.join(DIST[app], 'server/index.js');

interface Shell {
  html: string;
  page: (pathname: string) => PageParts;
}

export function staticHandler(env: Env, apps: ServedApp[], options: StaticOptions) {
  const origins = servedOrigins(env);
  const hosts = new Map(apps.map((app) => [new URL(origins[app]).host, app]));
  // The origins meta tag tells each app where the others live (packages/auth origins.ts).
  const originsMeta = `<meta name="academy-origins" content='${JSON.stringify(appOrigins(env))}'>`;
  const shells = new Map<ServedApp, Shell>();
  const renderers = new Map<ServedApp, Promise<ReturnType<AppServerEntry['serveApp']>>>();

  /** The app's page renderer, loaded once from its server build. */
  function renderer(app: ServedApp) {
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

  /** The app's index.html and what each of its pages is sent with. */
  function shell(app: ServedApp) {
    let found = shells.get(app);
    if (!found) {
      const file = path.join(DIST[app], 'index.html');
      if (!existsSync(file)) return undefined;
      let html = readFileSync(file, 'utf8');
      if (app !== 'storybook') html = html.replace('<head>', `<head>\n    ${originsMeta}`);
      found = { html, page: appPages(DIST[app]) };
      if (env.NODE_ENV === 'production') shells.set(app, found);
    }
    return found;
  }

  return async (c: Context) => {
    const app = hosts.get(c.req.header('host') ?? '') ?? apps[0]!;
    if (app === 'storybook') c.header('Content-Security-Policy', storybookCsp());
    const framework = app !== 'storybook' && existsSync(serverBuildOf(app));
    // A framework-mode app's browser files are in dist/client.
    const root = framework ? path.join(DIST[app], 'client') : DIST[app];
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
    if (framework) {
      // Every other address is a page (or a page's data, /x.data): the app renders it.
      const nonce = newNonce();
      const response = await (await renderer(app))(c.req.raw, nonce);
      const headers = new Headers(response.headers);
      headers.set('Content-Security-Policy', pageCsp(env, nonce));
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
      return new Response(response.body, { status: response.status, headers });
    }
    if (path.extname(pathname) && !pathname.endsWith('.html')) return c.text('Not found', 404);

    // Client routing: unknown paths inside an app get its index.html.
    const found = shell(app);
    if (!found) return c.text(`The ${app} app is not built: run npm start (or pnpm build).`, 503);
    const { html } = found;
    c.header('Cache-Control', 'no-cache');
    if (app === 'storybook') return c.html(html);
    // A fresh style nonce per page (design 3): Mantine reads it from the meta tag
    // (getStyleNonce in AppProviders) and puts it on the <style> elements it injects.
    const nonce = newNonce();
    c.header('Content-Security-Policy', pageCsp(env, nonce));
    let page = html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}">`);
    const { firstScreen: guestScreen, signedInFirstScreen, ...assets } = found.page(pathname);
    // A page that needs a session shows a signed-in visitor its frame (the session_hint cookie
    // says a session may exist; the app checks it before showing anything else), anyone else
    // the session check.
    if (signedInFirstScreen) c.header('Vary', 'Cookie');
    const firstScreen =
      signedInFirstScreen && getCookie(c, HINT_COOKIE) ? signedInFirstScreen : guestScreen;
    page = firstScreen
      ? deferApp(drawFirstScreen(page, firstScreen, nonce), {
          page: assets,
          fetchAfterPaint: !screenStillLoading(firstScreen),
        })
      : // Without a first screen the page's own code is at least fetched with the app's.
        page.replace('</head>', () => `  ${preloadTags(assets)}\n  </head>`);
    return c.html(page);
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
