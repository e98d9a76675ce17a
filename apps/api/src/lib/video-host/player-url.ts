// The URL of the embeddable player for a video id (spec 2.7: controls on, do-not-track, no
// branding). Handed out in the classroom's detail response (H3) and the admin's preview.
import type { Env } from '../../env.ts';
import { query, sign } from './url-signer.ts';

/** How long a handed-out player link works; the classroom fetches a fresh one per detail view. */
export const PLAYER_URL_TTL_SECONDS = 6 * 60 * 60;

/** The purpose string signed into a player link of `videoId`. */
export const playerPurpose = (videoId: string) => `player:${videoId}`;

/**
 * VIDEO_HOST=local: a same-origin, signed and expiring `/api/videos/{id}/player?exp=&sig=`
 * (relative, so it works on the site, classroom and admin origins alike; the CSP's frame-src
 * 'self' admits it). VIDEO_HOST=vimeo: the service's own player with do-not-track and no branding.
 */
export function playerUrl(env: Env, videoId: string, now = Date.now()): string {
  if (env.VIDEO_HOST === 'vimeo') {
    const id = encodeURIComponent(videoId);
    return `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0&portrait=0&badge=0`;
  }
  const signed = sign(env.JWT_SECRET, playerPurpose(videoId), PLAYER_URL_TTL_SECONDS, now);
  return `/api/videos/${encodeURIComponent(videoId)}/player?${query(signed)}`;
}
