// The URL of the embeddable player for a video id (docs/product/screens.md: controls on,
// do-not-track, no branding). Handed out in the classroom's detail response (H3) and the admin's
// preview.
import type { Env } from '../../env.ts';
import { signUrl } from '../signed-url.ts';

/**
 * How long a handed-out player link opens the player: the classroom fetches a fresh one per lesson
 * view and frames it at once (docs/decisions/037).
 */
export const PLAYER_URL_TTL_SECONDS = 15 * 60;
/**
 * How long the stream link inside the player works: a long lesson's range requests keep coming.
 * Every request checks again that the link's viewer may still watch (enrolment ended: 403).
 */
export const STREAM_URL_TTL_SECONDS = 6 * 60 * 60;

/**
 * VIDEO_HOST=local: a same-origin, signed and expiring `/api/videos/{id}/player?expires=&u=&sig=`
 * for one viewer (their user id, checked again on every request; relative, so it works on the
 * site, classroom and admin origins alike; the CSP's frame-src 'self' admits it).
 * VIDEO_HOST=vimeo: the service's own player with do-not-track and no branding.
 */
export function playerUrl(env: Env, videoId: string, viewerId: number, now = Date.now()): string {
  const id = encodeURIComponent(videoId);
  if (env.VIDEO_HOST === 'vimeo') {
    return `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0&portrait=0&badge=0`;
  }
  return signUrl(env, `/api/videos/${id}/player`, PLAYER_URL_TTL_SECONDS, now, String(viewerId));
}

/** The signed stream URL the player page plays, for the same viewer. */
export function streamUrl(env: Env, videoId: string, viewerId: number, now = Date.now()): string {
  const id = encodeURIComponent(videoId);
  return signUrl(env, `/api/videos/${id}/stream`, STREAM_URL_TTL_SECONDS, now, String(viewerId));
}
