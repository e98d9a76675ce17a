// Video upload sessions (docs/product/api.md; docs/decisions/005-local-video-host.md). The browser
// creates the session at the API (so no credential reaches it), which answers in the hosting
// service's own shape; then the browser PATCHes the file with tus to upload.upload_link and reads
// the video id from uri.
import * as v from 'valibot';
import * as validation from '@academy/strings/validation';
import { envelope } from './envelope.ts';
import { VideoStreaming } from './streaming.ts';

const messages = validation.video;

/** The largest video file accepted (2 GiB). */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** POST /api/videos/upload-sessions {name, size}: size is the file's exact size in bytes. */
export const VideoUploadSessionRequest = v.strictObject({
  name: v.pipe(
    v.string(messages.nameRequired),
    v.trim(),
    v.nonEmpty(messages.nameRequired),
    v.maxLength(255, validation.common.tooLong(255)),
  ),
  size: v.pipe(
    v.number(messages.sizeInvalid),
    v.integer(messages.sizeInvalid),
    v.minValue(1, messages.sizeInvalid),
    v.maxValue(VIDEO_MAX_BYTES, messages.tooLarge),
  ),
});
export type VideoUploadSessionRequest = v.InferInput<typeof VideoUploadSessionRequest>;

/**
 * The session, shaped like the hosting service's answer: `uri` is '/videos/{id}' and
 * `upload.upload_link` the absolute tus URL to PATCH (it carries its own signed token).
 */
export const VideoUploadSession = v.object({
  uri: v.string(),
  name: v.string(),
  upload: v.object({
    approach: v.literal('tus'),
    upload_link: v.string(),
    size: v.number(),
  }),
});
export type VideoUploadSession = v.InferOutput<typeof VideoUploadSession>;
export const VideoUploadSessionResponse = envelope(VideoUploadSession);

/** The id in a session's uri ('/videos/{id}'), or null when there is none. */
export function videoIdFromUri(uri: string): string | null {
  const match = /^\/videos\/([A-Za-z0-9_-]+)\/?$/.exec(uri.trim());
  return match?.[1] ?? null;
}

/** GET /api/videos/{id} (staff): where an upload stands and a signed player URL to preview it. */
export const Video = v.object({
  videoId: v.string(),
  status: v.picklist(['UPLOADING', 'READY']),
  size: v.number(),
  uploadedBytes: v.number(),
  /** ISO 8601 */
  createdAt: v.string(),
  completedAt: v.nullable(v.string()),
  /** a short-lived signed URL of the embeddable player page (null while uploading) */
  playerUrl: v.nullable(v.string()),
  /** its HLS packaging (null while uploading, or with the hosting service) */
  streaming: v.nullable(VideoStreaming),
});
export type Video = v.InferOutput<typeof Video>;
export const VideoResponse = envelope(Video);

/** The most videos GET /api/videos lists (the newest). */
export const VIDEO_LIST_LIMIT = 200;

/**
 * GET /api/videos (staff): finished uploads to pick for a lesson, newest first: the caller's own
 * (an admin's: everyone's), at most VIDEO_LIST_LIMIT.
 */
export const VideoListItem = v.object({
  videoId: v.string(),
  /** the uploaded file's name */
  name: v.string(),
  /** the file's own length in whole seconds (read when the upload finished); null: unknown */
  durationSeconds: v.nullable(v.number()),
  size: v.number(),
  /** ISO 8601 */
  createdAt: v.string(),
});
export type VideoListItem = v.InferOutput<typeof VideoListItem>;
export const VideoListResponse = envelope(v.array(VideoListItem));
