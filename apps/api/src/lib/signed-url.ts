// Short-lived signed URLs for links a browser opens without a bearer header: attachment downloads
// and video playback (docs/decisions/005-local-video-host.md). `?expires=<unix
// seconds>&sig=<HMAC-SHA256 of path and expiry>`; the key is derived from JWT_SECRET for this
// purpose only.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../env.ts';

type Secrets = Pick<Env, 'JWT_SECRET'>;
function signature(env: Secrets, pathname: string, expires: number, subject?: string) {
  const key = createHmac('sha256', env.JWT_SECRET).update('academy signed-url v1').digest();
  const signed =
    subject === undefined ? `${pathname}\n${expires}` : `${pathname}\n${expires}\n${subject}`;
  return createHmac('sha256', key).update(signed).digest('base64url');
}

/**
 * `/api/files/attachments/...` -> `/api/files/attachments/...?expires=...&sig=...`, valid for
 * ttlSeconds. Sign the path exactly as the browser will request it (starting with /api). With a
 * `subject` (whose link it is: a user id) the link carries `&u=` and the signature covers it, so
 * the route can check that person again on every request.
 */
export function signUrl(
  env: Secrets,
  pathname: string,
  ttlSeconds: number,
  now = Date.now(),
  subject?: string,
) {
  if (pathname.includes('?')) throw new Error('signUrl signs a path without a query');
  const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
  const sig = signature(env, pathname, expires, subject);
  const who = subject === undefined ? '' : `&u=${encodeURIComponent(subject)}`;
  return `${pathname}?expires=${expires}${who}&sig=${sig}`;
}

/** True when `sig` is the signature of pathname until `expires` and that time is not past. */
export function verifySignedUrl(
  env: Secrets,
  pathname: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
  subject?: string,
) {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(env, pathname, expiresAt, subject));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
