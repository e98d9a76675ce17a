// Short-lived signed URLs for what a browser opens without a bearer header: the player frame and
// the video stream (design 3). A tiny HMAC signer kept inside the video host so it does not wait
// on anything else; the key is derived from JWT_SECRET so no new secret has to be configured.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedParams {
  exp: string;
  sig: string;
}

const keys = new Map<string, Buffer>();

function keyFor(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    // A key of its own, so a signature here can never be replayed as a token elsewhere.
    key = createHmac('sha256', secret).update('academy:video-url:v1').digest();
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, purpose: string, exp: number) {
  return createHmac('sha256', keyFor(secret)).update(`${purpose}\n${exp}`).digest('base64url');
}

/** `exp` (unix seconds) and `sig` for `purpose` (e.g. 'stream:abc'), valid for `ttlSeconds`. */
export function sign(
  secret: string,
  purpose: string,
  ttlSeconds: number,
  now = Date.now(),
): SignedParams {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return { exp: String(exp), sig: mac(secret, purpose, exp) };
}

/** 'ok', or why the signature does not hold ('expired' only for a correct but old signature). */
export function verify(
  secret: string,
  purpose: string,
  params: { exp?: string | null; sig?: string | null },
  now = Date.now(),
): 'ok' | 'invalid' | 'expired' {
  const { exp, sig } = params;
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(mac(secret, purpose, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'ok';
}

/** `?exp=..&sig=..` for a URL. */
export function query(params: SignedParams) {
  return `exp=${params.exp}&sig=${params.sig}`;
}
