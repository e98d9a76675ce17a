// Where the login sends someone back to (docs/product/screens.md): apart from the guards, so the
// site's login form and purchase page do not download the classroom's and admin's guard screens.
import { appUrl, isOwnOrigin } from './origins.ts';

export function loginUrl(currentUrl: string): string {
  return appUrl('site', `/login?returnTo=${encodeURIComponent(currentUrl)}`);
}

/**
 * `?returnTo=...` when these parameters carry one, else ''. The login's sign-up link and the
 * sign-up's way back to the login pass it on, so a visitor asked to log in who signs up first
 * still returns where they were (whether to follow it is decided after login).
 */
export function returnToSearch(searchParams: URLSearchParams | string): string {
  const params =
    typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const target = params.get('returnTo');
  return target ? `?${new URLSearchParams({ returnTo: target }).toString()}` : '';
}

/**
 * Where to go after login: the returnTo parameter when it points at one of the three configured
 * origins (docs/product/screens.md: no open redirect), else '/'.
 */
export function returnToAfterLogin(searchParams: URLSearchParams | string): string {
  const params =
    typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const target = params.get('returnTo');
  return target && isOwnOrigin(target) ? target : '/';
}

/**
 * After login: go to returnTo (when it is one of ours) or home. Another app's address needs a full
 * page navigation; an address in this app goes through the router's `navigate`.
 */
export function navigateAfterLogin(
  searchParams: URLSearchParams | string,
  navigate: (path: string) => void,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  const target = returnToAfterLogin(searchParams);
  if (target === '/') return navigate('/');
  const url = new URL(target);
  if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`);
  else assign(url.toString());
}

/** A full page navigation (the login page is another origin, so the router cannot go there). */
