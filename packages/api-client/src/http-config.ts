// How the one HTTP client (http.ts) reaches the API. Apart from it because every page's frame
// configures the client (packages/auth) while the client itself loads with the first call
// (lazy-endpoints.ts): a page sent with its data makes none on a first visit.
// packages/auth registers itself with configureHttp(); this package never imports it (auth
// depends on api-client, not the other way round).

export interface HttpConfig {
  /**
   * where this process's requests reach the API; '/api' of the page's own origin in the browser,
   * an address the server's own fetch answers while a page is drawn on the server
   */
  prefix: string;
  /**
   * where the browser reaches the API, for the addresses put into a page (a download link, a
   * beacon): every app serves /api on its own origin, so '/api' in every app. Never the
   * server's `prefix`: a link drawn on the server must work in the browser that receives it.
   */
  linkPrefix: string;
  getAccessToken: () => string | null | undefined;
  /** renews the session (true when it worked); called once for any number of parallel 401s */
  refreshSession?: () => Promise<boolean>;
  /** the refresh failed: the session is over (auth clears itself) */
  onSessionExpired?: () => void;
  /** 401, 403 and 500 are logged; tests may silence it (docs/product/errors.md) */
  log?: (level: 'warn' | 'error', message: string) => void;
  /** the fetch the requests go through (the page's by default; tests record or refuse them) */
  fetch?: typeof fetch;
}

export const httpConfig: HttpConfig = {
  prefix: '/api',
  linkPrefix: '/api',
  getAccessToken: () => undefined,
  log: (level, message) => console[level](message),
};

let revision = 0;

/** Changes what the client uses; the client is built anew for the next call. */
export function configureHttp(changes: Partial<HttpConfig>) {
  Object.assign(httpConfig, changes);
  revision += 1;
}

/** Which configuration the client was built for (http.ts rebuilds it when this moves). */
export const httpConfigRevision = () => revision;

/**
 * The address the browser uses for an API path, for what does not go through ky (a link, a
 * sendBeacon): the same whether the page was drawn on the server or in the browser.
 */
export const apiUrl = (path: string) => `${httpConfig.linkPrefix.replace(/\/$/, '')}/${path}`;
