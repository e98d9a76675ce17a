// Secure headers for every response (design 3): HSTS for a year on https only, nosniff, a strict
// referrer policy, framing limited to our three origins, and a CSP. HTML pages the server sends get
// a per-response style nonce (Mantine's getStyleNonce reads it from <meta name="csp-nonce">).
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { appOrigins, type Env } from '../env.ts';

export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

export const newNonce = () => randomBytes(16).toString('base64');

const frameAncestors = (env: Env) => Object.values(appOrigins(env)).join(' ');

/** With VIDEO_HOST=vimeo the admin uploads straight to the service's tus hosts (spec 7.6) and
 * the classroom shows its thumbnails. */
const VIMEO_UPLOAD_HOSTS = 'https://*.vimeo.com';
const VIMEO_IMAGE_HOSTS = 'https://i.vimeocdn.com';

/** The CSP of the apps' HTML pages. */
export function pageCsp(env: Env, nonce: string) {
  const vimeo = env.VIDEO_HOST === 'vimeo';
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors(env)}`,
    `frame-src 'self' ${VIDEO_PLAYER_ORIGIN}`,
    `img-src 'self' data: blob:${vimeo ? ` ${VIMEO_IMAGE_HOSTS}` : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `script-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self'${vimeo ? ` ${VIMEO_UPLOAD_HOSTS}` : ''}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The CSP of everything served on the Storybook origin (STORYBOOK_URL), a tool for designers.
 * Its manager page frames its own iframe.html, which runs Storybook's inline bootstrap scripts and
 * the stories' inline styles, so scripts and styles may be inline; everything is still loaded from
 * its own origin only (plus the video player the content stories frame), and only the Storybook
 * itself may frame its pages. It holds no session: the apps' cookies are for their own origins.
 */
export function storybookCsp() {
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `frame-src 'self' ${VIDEO_PLAYER_ORIGIN}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "form-action 'self'",
  ].join('; ');
}

/** API answers (JSON, files) render nothing: they may not load anything or be framed elsewhere. */
export const apiCsp = (env: Env) =>
  `default-src 'none'; frame-ancestors ${frameAncestors(env)}; base-uri 'none'`;

/** Whether a trusted proxy says the client's connection was https (X-Forwarded-Proto). */
export function forwardedHttps(env: Env, forwardedProto: string | undefined) {
  return env.TRUST_PROXY && forwardedProto?.split(',')[0]?.trim() === 'https';
}

export function isHttps(c: Context, env: Env) {
  return forwardedHttps(env, c.req.header('x-forwarded-proto')) || c.req.url.startsWith('https:');
}

/** The headers every answer carries unless its handler set its own. */
function baseHeaders(env: Env, https: boolean): [string, string][] {
  return [
    ...(https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Content-Security-Policy', apiCsp(env)],
  ];
}

/** The secure headers for plain http and for https, worked out once per app. */
export function secureHeaderSets(env: Env) {
  return { plain: baseHeaders(env, false), secure: baseHeaders(env, true) };
}

/**
 * Secure headers on every answer. They are set before the handler runs, so the response it
 * builds carries them from the start (changing a built response costs a copy of its headers,
 * measured at a tenth of a cached read), and a handler can set its own (the video player's CSP
 * and referrer policy). A handler that returned a Response object of its own gets the ones it
 * lacks afterwards.
 */
export async function withSecureHeaders(
  c: Context,
  headers: [string, string][],
  next: () => Promise<void>,
) {
  for (const [name, value] of headers) c.header(name, value);
  await next();
  const sent = c.res.headers;
  for (const [name, value] of headers) if (!sent.has(name)) sent.set(name, value);
  // API answers carry tokens and personal data: no cache keeps them unless a route says so.
  if (!sent.has('Cache-Control') && sent.get('Content-Type')?.includes('application/json')) {
    sent.set('Cache-Control', 'no-store');
  }
}

/** withSecureHeaders as a middleware of its own (the apps' pages; the API has requestContext). */
export function securityHeaders(env: Env): MiddlewareHandler {
  const sets = secureHeaderSets(env);
  return (c, next) => withSecureHeaders(c, isHttps(c, env) ? sets.secure : sets.plain, next);
}
