// Secure headers for every response (docs/product/roles.md), through Hono's own secureHeaders
// middleware: HSTS for a year on https only, nosniff, a strict referrer policy, framing limited to
// our three origins, and a CSP. HTML pages the server renders get a per-response nonce for their
// styles and scripts (Mantine's getStyleNonce reads it from <meta name="csp-nonce">): secureHeaders
// makes it (its NONCE) before the page is rendered, and the page reads it from
// c.var.secureHeadersNonce.
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { appOrigins, type Env } from '../env.ts';

export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** A nonce for a page Hono's secureHeaders does not render (the API's reference page). */
export const newNonce = () => randomBytes(16).toString('base64');

const HSTS = 'max-age=31536000; includeSubDomains';

const frameAncestors = (env: Env) => Object.values(appOrigins(env));

/**
 * With VIDEO_HOST=vimeo the admin uploads straight to the service's tus hosts (docs/product/api.md)
 * and
 * the classroom shows its thumbnails. */
const VIMEO_UPLOAD_HOSTS = 'https://*.vimeo.com';
const VIMEO_IMAGE_HOSTS = 'https://i.vimeocdn.com';

/**
 * With PAYMENT_PROVIDER=toss the checkout page loads the gateway's SDK, which opens its payment
 * window in a frame and talks to its API (docs/product/commerce.md); in local mode none of it.
 */
const TOSS_SCRIPT = 'https://js.tosspayments.com';
const TOSS_HOSTS = 'https://*.tosspayments.com';

type CspOptions = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/** The CSP of the apps' HTML pages; `NONCE` is this response's (one per page). */
function pageCsp(env: Env): CspOptions {
  const vimeo = env.VIDEO_HOST === 'vimeo';
  const toss = env.PAYMENT_PROVIDER === 'toss';
  return {
    defaultSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: frameAncestors(env),
    frameSrc: ["'self'", VIDEO_PLAYER_ORIGIN, ...(toss ? [TOSS_HOSTS] : [])],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...(vimeo ? [VIMEO_IMAGE_HOSTS] : []),
      ...(toss ? [TOSS_HOSTS] : []),
    ],
    styleSrc: ["'self'", NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    scriptSrc: ["'self'", NONCE, ...(toss ? [TOSS_SCRIPT] : [])],
    connectSrc: ["'self'", ...(vimeo ? [VIMEO_UPLOAD_HOSTS] : []), ...(toss ? [TOSS_HOSTS] : [])],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
  };
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

/** API answers (JSON, files) and built files render nothing: they may not load anything or be
 * framed elsewhere. */
const apiCspOptions = (env: Env): CspOptions => ({
  defaultSrc: ["'none'"],
  frameAncestors: frameAncestors(env),
  baseUri: ["'none'"],
});

/** Whether a trusted proxy says the client's connection was https (X-Forwarded-Proto). */
export function forwardedHttps(env: Env, forwardedProto: string | undefined) {
  return env.TRUST_PROXY && forwardedProto?.split(',')[0]?.trim() === 'https';
}

export function isHttps(c: Context, env: Env) {
  return forwardedHttps(env, c.req.header('x-forwarded-proto')) || c.req.url.startsWith('https:');
}

/**
 * Hono's secureHeaders with our set: a header a handler set itself stands (the video player's
 * CSP and referrer policy, a page's own CSP), HSTS only when the client's connection is https (a
 * browser ignores it over http, and a local http start must not pin the name to https).
 * X-Frame-Options stays off: it knows only SAMEORIGIN, and the CSP's frame-ancestors lets our
 * three origins frame each other. Hono's other extras are off so every answer keeps the headers
 * docs/product/api.md lists, no more.
 */
function ourSecureHeaders(env: Env, csp: CspOptions): MiddlewareHandler {
  const make = (hsts: string | false) =>
    secureHeaders({
      contentSecurityPolicy: csp,
      strictTransportSecurity: hsts,
      xContentTypeOptions: true,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginOpenerPolicy: 'same-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      overwrite: false,
    });
  const plain = make(false);
  const secure = make(HSTS);
  return (c, next) => (isHttps(c, env) ? secure : plain)(c, next);
}

/**
 * The secure headers of every answer: the API's, the built files', and the base under a page's
 * own (pageSecurityHeaders). JSON without a Cache-Control of its own (API answers carry tokens
 * and personal data) is kept out of every cache.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  const headers = ourSecureHeaders(env, apiCspOptions(env));
  return async (c, next) => {
    await headers(c, next);
    const sent = c.res.headers;
    if (!sent.has('Cache-Control') && sent.get('Content-Type')?.includes('application/json')) {
      sent.set('Cache-Control', 'no-store');
    }
  };
}

/** The page CSP with this response's nonce (c.var.secureHeadersNonce), for the apps' pages. */
export const pageSecurityHeaders = (env: Env) => ourSecureHeaders(env, pageCsp(env));
