// What an app's server entry (entry.server.tsx) gives the process that serves it (apps/api
// static-apps.ts): one function that turns the app's server build into a request handler. It
// lives in the build, so the router and the context it sets are the build's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configureHttp } from '@academy/api-client/http-config';
import { documentValuesKey } from '@academy/ui/document';
import { stylesheetReader } from './document-request.server.tsx';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { setOrigins, type Origins } from '@academy/auth/origins';
import { requestAccessToken } from './request-session.server.ts';

export interface ServeAppOptions {
  /** Answers the API's requests in the same process (the loaders' reads never leave it). */
  fetchApi: (request: Request) => Promise<Response>;
  origins: Origins;
  mode: 'production' | 'development';
  /** The build's browser files (dist/client): a page carries its stylesheets' text from there. */
  clientDir?: string;
}

/** A page request with this response's CSP nonce, answered with the rendered page. */
export type AppRequestHandler = (request: Request, nonce: string) => Promise<Response>;

export function serveApp(build: ServerBuild, options: ServeAppOptions): AppRequestHandler {
  // The API's host name is never resolved: fetchApi answers every request itself. Addresses drawn
  // into the page (links, beacons) keep the browser's own '/api' (httpConfig.linkPrefix).
  configureHttp({
    prefix: 'http://api.internal/api',
    fetch: (input, init) => options.fetchApi(new Request(input, init)),
    getAccessToken: requestAccessToken,
  });
  setOrigins(options.origins);
  const handle = createRequestHandler(build, options.mode);
  const { clientDir } = options;
  const stylesheet =
    clientDir &&
    stylesheetReader((name) => {
      try {
        return readFileSync(path.join(clientDir, 'assets', name), 'utf8');
      } catch {
        return undefined;
      }
    });
  return (request, nonce) => {
    const context = new RouterContextProvider();
    context.set(documentValuesKey, { nonce, ...(stylesheet ? { stylesheet } : {}) });
    return handle(request, context);
  };
}

/** Under `pnpm dev` (React Router's dev server): the loaders read the API over HTTP. */
export function configureDevServer(): void {
  configureHttp({
    prefix: `${process.env.API_DEV_URL ?? 'http://localhost:3100'}/api`,
    getAccessToken: requestAccessToken,
  });
}
