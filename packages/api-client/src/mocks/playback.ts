// Playback sessions (docs/product/player.md), answered like the API: a start hands out `playerUrl`,
// heartbeats renew the token, a stop ends it. `takenOver`: every heartbeat answers 409 as after
// another device's start.
import { http, type RequestHandler } from 'msw';
import { PLAYBACK_TAKEN_OVER, type PlaybackDevice } from '../contract/index.ts';
import * as s from '@academy/strings/streaming';
import { apiPath, okEnvelope, refusal } from './respond.ts';

export function playbackHandlers(
  options: { playerUrl?: string; takenOver?: boolean } = {},
): RequestHandler[] {
  const expiresAt = () => new Date(Date.now() + 10 * 60 * 1000).toISOString();
  let count = 0;
  return [
    http.post(apiPath('lessons/:id/playback'), () => {
      count += 1;
      return okEnvelope({
        sessionId: `mock-session-${String(count).padStart(4, '0')}`,
        heartbeatSeconds: 30,
        playerUrl: options.playerUrl ?? 'about:blank',
        token: 'mock.token',
        expiresAt: expiresAt(),
      });
    }),
    http.post(apiPath('playback/:id/heartbeat'), () =>
      options.takenOver
        ? refusal(409, PLAYBACK_TAKEN_OVER, s.errors.takenOver)
        : okEnvelope({ token: 'mock.token', expiresAt: expiresAt() }),
    ),
    http.post(apiPath('playback/:id/stop'), () => okEnvelope(null)),
  ];
}

/** A student's playback devices on the admin's student page; a reset empties them. */
export function deviceHandlers(devices: PlaybackDevice[]): RequestHandler[] {
  let kept = devices;
  return [
    http.get(apiPath('admin/students/:id/devices'), () => okEnvelope(kept)),
    http.delete(apiPath('admin/students/:id/devices'), () => {
      const removed = kept.length;
      kept = [];
      return okEnvelope({ removed }, s.messages.devicesReset);
    }),
  ];
}
