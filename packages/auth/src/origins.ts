/**
 * The three apps' origins. In production the server writes them into each page as
 * `<meta name="academy-origins" content='{"site":...}'>` (so SITE_URL and friends are runtime
 * settings, not build-time ones); in `pnpm dev` the defaults below match the dev servers.
 */
export type AppName = 'site' | 'classroom' | 'admin';
export type Origins = Record<AppName, string>;

const DEV_ORIGINS: Origins = {
  site: 'http://localhost:3000',
  classroom: 'http://localhost:3001',
  admin: 'http://localhost:3002',
};

let cached: Origins | undefined;

export function readOrigins(): Origins {
  if (cached) return cached;
  const meta =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="academy-origins"]');
  const content = meta?.getAttribute('content');
  cached = content ? { ...DEV_ORIGINS, ...(JSON.parse(content) as Partial<Origins>) } : DEV_ORIGINS;
  return cached;
}

/** An absolute address in another app, e.g. appUrl('classroom', '/dashboard'). */
export function appUrl(app: AppName, path = '/'): string {
  return new URL(path, readOrigins()[app]).toString();
}

/** True when `address` points at one of the three configured origins (open-redirect guard). */
export function isOwnOrigin(address: string): boolean {
  try {
    const { origin } = new URL(address);
    return Object.values(readOrigins()).some((own) => new URL(own).origin === origin);
  } catch {
    return false;
  }
}

/** On the server: the origins of this deployment (the browser reads them from the page). */
export function setOrigins(origins: Origins): void {
  cached = origins;
}
