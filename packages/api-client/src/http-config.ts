// How the one HTTP client (http.ts) reaches the API. Apart from it because every page's frame
// configures the client (packages/auth) while the client itself loads with the first call
// (lazy-endpoints.ts): a page sent with its data makes none on a first visit.
// packages/auth registers itself with configureHttp(); this package never imports it (auth
// depends on api-client, not the other way round).

export interface HttpConfig {
  /** where the API lives; '/api' of the page's own origin by default */
  prefix: string;
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

/** The absolute or page-relative URL of an API path, for what does not go through ky (sendBeacon). */
export const apiUrl = (path: string) => `${httpConfig.prefix.replace(/\/$/, '')}/${path}`;
