// Short-lived signed URLs for links a browser opens without a bearer header: attachment downloads
// and video playback (design 3). `?expires=<unix seconds>&sig=<HMAC-SHA256 of path and expiry>`;
// the key is derived from JWT_SECRET for this purpose only.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../env.ts';

type Secrets = Pick<Env, 'JWT_SECRET'>;
function signature(env: Secrets, pathname: string, expires: number) {
  const key = createHmac('sha256', env.JWT_SECRET).update('academy signed-url v1').digest();
  return createHmac('sha256', key).update(`${pathname}\n${expires}`).digest('base64url');
}

/**
 * `/api/files/attachments/...` -> `/api/files/attachments/...?expires=...&sig=...`, valid for
 * ttlSeconds. Sign the path exactly as the browser will request it (starting with /api).
 */
export function signUrl(env: Secrets, pathname: string, ttlSeconds: number, now = Date.now()) {
  if (pathname.includes('?')) throw new Error('signUrl signs a path without a query');
  const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
  return `${pathname}?expires=${expires}&sig=${signature(env, pathname, expires)}`;
}

/** True when `sig` is the signature of pathname until `expires` and that time is not past. */
export function verifySignedUrl(
  env: Secrets,
  pathname: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
) {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(env, pathname, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
