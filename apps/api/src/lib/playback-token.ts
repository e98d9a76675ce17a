// Playback tokens (docs/decisions/059-hls-streaming.md): what the local player's HLS requests
// carry instead of a signed link. `{session}.{student}.{expires}.{sig}`: the HMAC-SHA256 (a key
// derived from JWT_SECRET for this purpose only) covers the session, the student, the video (the
// one in the requested path) and the expiry, so a token opens one video for one person for ~10
// minutes; a heartbeat hands out a fresh one. The routes then check the session is still that
// student's current one (not taken over) and that they may still watch.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../env.ts';

export const PLAYBACK_TOKEN_TTL_SECONDS = 10 * 60;

type Secrets = Pick<Env, 'JWT_SECRET'>;

function sign(env: Secrets, session: string, userId: number, videoId: string, expires: number) {
  const key = createHmac('sha256', env.JWT_SECRET).update('academy playback-token v1').digest();
  return createHmac('sha256', key)
    .update(`${session}\n${userId}\n${videoId}\n${expires}`)
    .digest('base64url');
}

export function playbackToken(
  env: Secrets,
  claims: { sessionId: string; userId: number; videoId: string },
  now = Date.now(),
  ttlSeconds = PLAYBACK_TOKEN_TTL_SECONDS,
) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sig = sign(env, claims.sessionId, claims.userId, claims.videoId, expires);
  return {
    token: `${claims.sessionId}.${claims.userId}.${expires}.${sig}`,
    expiresAt: expires * 1000,
  };
}

export type TokenCheck =
  | { ok: true; sessionId: string; userId: number; expired: boolean }
  | { ok: false; reason: 'missing' | 'invalid' };

/** Reads a token for `videoId`: its signature must hold; `expired` says whether its time is past. */
export function readPlaybackToken(
  env: Secrets,
  token: string | undefined,
  videoId: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const match = /^([A-Za-z0-9_-]{16,32})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sessionId, user, expires, sig] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(env, sessionId, Number(user), videoId, Number(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, sessionId, userId: Number(user), expired: Number(expires) * 1000 < now };
}
