// Streaming and playback sessions (docs/product/player.md; docs/decisions/059-hls-streaming.md):
// a student starts a playback of a lesson from one device, keeps it alive with heartbeats, and
// loses it to a newer playback when more than the academy's limit run at once; staff see and reset
// the devices a student played on, and a video's packaging state.
import * as v from 'valibot';
import * as s from '@academy/strings/streaming';
import { strictMessage } from './common.ts';
import { envelope } from './envelope.ts';

const e = s.errors;

/** How often the classroom sends a heartbeat while a lesson is open. */
export const PLAYBACK_HEARTBEAT_SECONDS = 30;
/** The most simultaneous playbacks the academy may allow one student. */
export const PLAYBACK_LIMIT_MAX = 10;

/** The code of the 409 a taken-over session's heartbeat gets. */
export const PLAYBACK_TAKEN_OVER = 'PLAYBACK_TAKEN_OVER';

const DeviceId = v.pipe(
  v.string(e.deviceIdInvalid),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, e.deviceIdInvalid),
);

/** POST /api/lessons/{detailId}/playback */
export const PlaybackStartRequest = v.strictObject(
  {
    deviceId: DeviceId,
    deviceLabel: v.pipe(
      v.string(e.deviceLabelInvalid),
      v.trim(),
      v.maxLength(100, e.deviceLabelInvalid),
    ),
  },
  strictMessage,
);
export type PlaybackStartRequest = v.InferInput<typeof PlaybackStartRequest>;

export const PlaybackSession = v.object({
  sessionId: v.string(),
  heartbeatSeconds: v.number(),
  /** the player to frame: the local player with the playback token, or the hosting service's */
  playerUrl: v.string(),
  /** the local player's playback token (null for the hosting service's player) */
  token: v.nullable(v.string()),
  /** ISO 8601: when the token stops opening keys and playlists unless a heartbeat renews it */
  expiresAt: v.string(),
});
export type PlaybackSession = v.InferOutput<typeof PlaybackSession>;
export const PlaybackSessionResponse = envelope(PlaybackSession);

/** POST /api/playback/{sessionId}/heartbeat */
export const PlaybackHeartbeatRequest = v.strictObject(
  {
    positionSeconds: v.pipe(
      v.number(e.positionInvalid),
      v.minValue(0, e.positionInvalid),
      v.maxValue(24 * 60 * 60, e.positionInvalid),
    ),
  },
  strictMessage,
);
export type PlaybackHeartbeatRequest = v.InferInput<typeof PlaybackHeartbeatRequest>;

export const PlaybackHeartbeat = v.object({
  /** a renewed playback token (null for the hosting service's player) */
  token: v.nullable(v.string()),
  expiresAt: v.string(),
});
export type PlaybackHeartbeat = v.InferOutput<typeof PlaybackHeartbeat>;
export const PlaybackHeartbeatResponse = envelope(PlaybackHeartbeat);
export const PlaybackStopResponse = envelope(v.null());

/** A device a student played on (staff's view). */
export const PlaybackDevice = v.object({
  deviceId: v.string(),
  label: v.string(),
  firstSeenAt: v.string(),
  lastSeenAt: v.string(),
  /** a playback of this device is running now */
  playing: v.boolean(),
});
export type PlaybackDevice = v.InferOutput<typeof PlaybackDevice>;
export const PlaybackDeviceListResponse = envelope(v.array(PlaybackDevice));
export const PlaybackDeviceResetResponse = envelope(v.object({ removed: v.number() }));

/** GET/PUT /api/academy/playback-limit */
export const PlaybackLimit = v.object({ maxSimultaneous: v.number() });
export type PlaybackLimit = v.InferOutput<typeof PlaybackLimit>;
export const PlaybackLimitRequest = v.strictObject(
  {
    maxSimultaneous: v.pipe(
      v.number(e.limitInvalid),
      v.integer(e.limitInvalid),
      v.minValue(1, e.limitInvalid),
      v.maxValue(PLAYBACK_LIMIT_MAX, e.limitInvalid),
    ),
  },
  strictMessage,
);
export type PlaybackLimitRequest = v.InferInput<typeof PlaybackLimitRequest>;
export const PlaybackLimitResponse = envelope(PlaybackLimit);

/** A video's HLS packaging, as staff see it in GET /api/videos/{id}. */
export const STREAMING_STATES = ['QUEUED', 'PACKAGING', 'READY', 'FAILED', 'UNAVAILABLE'] as const;
export const VideoStreaming = v.object({
  /** UNAVAILABLE: no ffmpeg on the server, the video plays as its MP4 */
  state: v.picklist(STREAMING_STATES),
  /** heights of the packaged renditions (READY) */
  renditions: v.array(v.number()),
  error: v.nullable(v.string()),
});
export type VideoStreaming = v.InferOutput<typeof VideoStreaming>;
