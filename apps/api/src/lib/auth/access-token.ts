// Access tokens: HS256 JWTs of at most 15 minutes with required exp, aud, typ, jti and sid, verified
// with an allow-listed algorithm (docs/product/security.md, ASVS 3.5). A token is refused when it
// lives longer than the server issues them or names no session, even when signed with the real key.
// Refresh tokens are opaque (sessions.ts).
//
// fast-jwt signs and verifies HS256 synchronously with node:crypto's HMAC (about 5 µs). WebCrypto's
// (jose's) is a threadpool job whose answer waits a turn of the event loop behind the other
// requests' synchronous work (PGlite runs on this thread): the watch in
// docs/decisions/017-watch-reports.md bench.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '../../db/schema/users.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIENCE = 'academy';
const ISSUER = 'academy-api';
const TYPE = 'access';

export interface AccessClaims {
  sub: string; // users.id
  role: Role;
  /** The session (refresh-token family) this access token belongs to (revoked on logout). */
  sid: string;
}

// One signer and one verifier per secret: each prepares its key once.
const signers = new Map<string, ReturnType<typeof signerFor>>();
const verifiers = new Map<string, ReturnType<typeof verifierFor>>();

const signerFor = (secret: string) =>
  createSigner<Record<string, string>>({
    key: secret,
    algorithm: 'HS256',
    aud: AUDIENCE,
    iss: ISSUER,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });

const verifierFor = (secret: string) =>
  createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'iat', 'jti', 'sub', 'aud', 'sid'],
    checkTyp: 'JWT',
    // issued within the lifetime (fast-jwt counts it from iat, in ms)
    maxAge: (ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) * 1000,
    clockTolerance: CLOCK_TOLERANCE_SECONDS * 1000,
  });

function cached<T>(map: Map<string, T>, secret: string, make: (secret: string) => T) {
  let value = map.get(secret);
  if (!value) {
    value = make(secret);
    map.set(secret, value);
  }
  return value;
}

export function signAccessToken(secret: string, claims: AccessClaims): string {
  return cached(
    signers,
    secret,
    signerFor,
  )({
    role: claims.role,
    typ: TYPE,
    sid: claims.sid,
    sub: claims.sub,
    jti: randomUUID(),
  });
}

/** Returns the claims, or null for any token that is not a valid, current access token. */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = cached(verifiers, secret, verifierFor)(token) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { exp, iat, sub, sid, role } = payload;
  if (payload.typ !== TYPE || typeof sub !== 'string') return null;
  if (typeof sid !== 'string' || !UUID.test(sid)) return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  // Not issued in the future, and no longer-lived token than the server issues, whoever signed it.
  if (iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) return null;
  if (exp - iat > ACCESS_TOKEN_TTL_SECONDS) return null;
  if (role !== 'STUDENT' && role !== 'TEACHER' && role !== 'ADMIN' && role !== 'PARENT')
    return null;
  return { sub, role, sid };
}
