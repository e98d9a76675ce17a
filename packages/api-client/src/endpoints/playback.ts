// Playback sessions (docs/product/player.md): the classroom starts a playback of a lesson on this
// device, keeps it alive and ends it; staff read and reset a student's devices; an admin sets the
// academy's limit.
import {
  PlaybackDeviceListResponse,
  PlaybackDeviceResetResponse,
  PlaybackHeartbeatResponse,
  PlaybackLimitResponse,
  PlaybackSessionResponse,
  PlaybackStopResponse,
  VideoResponse,
  type PlaybackHeartbeatRequest,
  type PlaybackLimitRequest,
  type PlaybackStartRequest,
} from '../contract/index.ts';
import { apiUrl } from '../http-config.ts';
import { request } from '../http.ts';

export const startPlayback = (detailId: number, body: PlaybackStartRequest) =>
  request(PlaybackSessionResponse, `lessons/${detailId}/playback`, { method: 'post', json: body });
export const playbackHeartbeat = (sessionId: string, body: PlaybackHeartbeatRequest) =>
  request(PlaybackHeartbeatResponse, `playback/${encodeURIComponent(sessionId)}/heartbeat`, {
    method: 'post',
    json: body,
  });
export const stopPlayback = (sessionId: string) =>
  request(PlaybackStopResponse, `playback/${encodeURIComponent(sessionId)}/stop`, {
    method: 'post',
  });
/**
 * The end of a playback as the page goes away (pagehide): a beacon, authenticated by the session
 * cookie. False when the browser would not queue it (the session then lapses on its own).
 */
export function beaconStopPlayback(sessionId: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(apiUrl(`playback/${encodeURIComponent(sessionId)}/stop`));
}

export const studentDevices = (studentId: number) =>
  request(PlaybackDeviceListResponse, `admin/students/${studentId}/devices`);
export const resetStudentDevices = (studentId: number) =>
  request(PlaybackDeviceResetResponse, `admin/students/${studentId}/devices`, {
    method: 'delete',
  });

export const playbackLimit = () => request(PlaybackLimitResponse, 'academy/playback-limit');
export const savePlaybackLimit = (body: PlaybackLimitRequest) =>
  request(PlaybackLimitResponse, 'academy/playback-limit', { method: 'put', json: body });

/** A video's upload and its HLS packaging (staff: the lesson editor shows 패키징 중/완료). */
export const videoStatus = (videoId: string) =>
  request(VideoResponse, `videos/${encodeURIComponent(videoId)}`);
