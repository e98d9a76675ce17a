// Access tokens: HS256 JWTs of at most 15 minutes with required exp, aud, typ, jti and sid, verified
// with an allow-listed algorithm (design 3, ASVS 3.5). A token is refused when it lives longer than
// the server issues them or names no session, even when signed with the real key (issue 17). Refresh tokens are opaque (refresh-tokens.ts).
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
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

// One CryptoKey per secret, imported once: jose imports a raw or KeyObject secret again on every
// call (an extra WebCrypto job per signed-in request).
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const key = (secret: string) => {
  let value = keys.get(secret);
  if (!value) {
    value = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, value);
  }
  return value;
};

export async function signAccessToken(secret: string, claims: AccessClaims) {
  return new SignJWT({ role: claims.role, typ: TYPE, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await key(secret));
}

/** Returns the claims, or null for any token that is not a valid, current access token. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'jti', 'sub', 'aud', 'sid'],
      typ: 'JWT',
      // issued within the lifetime, and not in the future
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (payload.typ !== TYPE || typeof payload.sub !== 'string') return null;
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    // No longer-lived token than the server issues, whoever signed it.
    if (payload.exp! - payload.iat! > ACCESS_TOKEN_TTL_SECONDS) return null;
    const role = payload.role;
    if (role !== 'STUDENT' && role !== 'TEACHER' && role !== 'ADMIN') return null;
    return { sub: payload.sub, role, sid: payload.sid };
  } catch {
    return null;
  }
}
