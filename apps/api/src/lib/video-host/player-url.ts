// The URL of the embeddable player for a video id (spec 2.7: controls on, do-not-track, no
// branding). Handed out in the classroom's detail response (H3) and the admin's preview.
import type { Env } from '../../env.ts';
import { signUrl } from '../signed-url.ts';

/** How long a handed-out player link works; the classroom fetches a fresh one per detail view. */
export const PLAYER_URL_TTL_SECONDS = 6 * 60 * 60;

/**
 * VIDEO_HOST=local: a same-origin, signed and expiring `/api/videos/{id}/player?expires=&sig=`
 * (relative, so it works on the site, classroom and admin origins alike; the CSP's frame-src
 * 'self' admits it). VIDEO_HOST=vimeo: the service's own player with do-not-track and no branding.
 */
export function playerUrl(env: Env, videoId: string, now = Date.now()): string {
  const id = encodeURIComponent(videoId);
  if (env.VIDEO_HOST === 'vimeo') {
    return `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0&portrait=0&badge=0`;
  }
  return signUrl(env, `/api/videos/${id}/player`, PLAYER_URL_TTL_SECONDS, now);
}

/** The signed stream URL the player page plays (same lifetime as the page's link). */
export function streamUrl(env: Env, videoId: string, now = Date.now()): string {
  const id = encodeURIComponent(videoId);
  return signUrl(env, `/api/videos/${id}/stream`, PLAYER_URL_TTL_SECONDS, now);
}
