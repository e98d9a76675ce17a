// HLS packaging of one video (docs/decisions/059-hls-streaming.md): renditions by the source's
// height (never above it), ~4 s segments (the first ones 2 s) that start on a key frame, every segment AES-128
// encrypted with the video's one key, and a master playlist. Written into `{out}.partial` and
// renamed into place at the end, so a packaging cut short (a crash, a redelivered job) leaves
// nothing half-written where the routes read: the next run wipes the partial folder and starts
// again.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StreamRendition } from '../../db/schema/streaming.ts';
import { probeSource, runFfmpeg, type Ffmpeg } from './ffmpeg.ts';

/** The ladder: each rung is made when the source is at least that tall. */
export const RENDITION_LADDER = [
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 720, videoKbps: 2500, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
] as const;

/** Segments of ~4 s; the first ones 2 s, so a slow phone has a first frame sooner. */
export const SEGMENT_SECONDS = 4;
export const FIRST_SEGMENT_SECONDS = 2;
/** A key frame every 2 s: every segment boundary falls on one. */
const KEY_FRAME_SECONDS = 2;

/** The heights to package for a source `height` tall (a source below the first rung: its own). */
export function renditionHeights(height: number): number[] {
  const rungs = RENDITION_LADDER.filter((rung) => rung.height <= height).map((r) => r.height);
  return rungs.length ? rungs : [Math.max(2, height - (height % 2))];
}

export const hlsRoot = (dataDir: string) => path.join(dataDir, 'videos', 'hls');
export const hlsDir = (dataDir: string, videoId: string) => {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(videoId)) throw new Error('bad video id');
  return path.join(hlsRoot(dataDir), videoId);
};

/** The highest bits per second of any segment of a rendition (the master's BANDWIDTH). */
async function peakBandwidth(folder: string) {
  const playlist = await readFile(path.join(folder, 'index.m3u8'), 'utf8');
  const lines = playlist.split('\n');
  let peak = 0;
  for (let i = 0; i < lines.length; i++) {
    const match = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '');
    const file = lines[i + 1]?.trim();
    if (!match || !file) continue;
    const seconds = Math.max(0.5, Number(match[1]));
    const { size } = await stat(path.join(folder, file));
    peak = Math.max(peak, Math.ceil((size * 8) / seconds));
  }
  return peak;
}

/** The master playlist of renditions whose variant playlists are `{name}/index.m3u8`. */
export function masterPlaylist(
  renditions: StreamRendition[],
  variantUrl: (name: string) => string = (name) => `${name}/index.m3u8`,
) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rendition of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="avc1.4d401f,mp4a.40.2"`,
      variantUrl(rendition.name),
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface PackageOptions {
  ffmpeg: Ffmpeg;
  source: string;
  /** the final folder (DATA_DIR/videos/hls/{id}) */
  out: string;
  /** the video's 16-byte AES-128 key */
  key: Buffer;
  /** each ffmpeg run may take this long */
  timeoutMs?: number;
}

/** Packages `source` into `out`; answers the renditions made. Throws (with ffmpeg's words) on failure. */
export async function packageHls(options: PackageOptions): Promise<StreamRendition[]> {
  const { ffmpeg, source, out, key } = options;
  if (key.length !== 16) throw new Error('an AES-128 key is 16 bytes');
  const info = await probeSource(ffmpeg, source);
  if (!info) throw new Error('no video stream in the source');
  const partial = `${out}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  // The key file lives outside every served folder, only while ffmpeg reads it.
  const keyDir = path.join(tmpdir(), `academy-hls-${randomBytes(8).toString('hex')}`);
  await mkdir(keyDir, { recursive: true, mode: 0o700 });
  const keyFile = path.join(keyDir, 'key');
  const keyInfo = path.join(keyDir, 'keyinfo');
  try {
    await writeFile(keyFile, key, { mode: 0o600 });
    // The URI is a placeholder: the playlists are rebuilt per request with a tokened key URL.
    await writeFile(keyInfo, `key\n${keyFile}\n`, { mode: 0o600 });
    const renditions: StreamRendition[] = [];
    for (const height of renditionHeights(info.height)) {
      const rung = RENDITION_LADDER.find((r) => r.height === height) ?? RENDITION_LADDER[0];
      // a source below the first rung: its bitrate scaled down by its pixels
      const videoKbps = Math.max(
        64,
        Math.round(rung.videoKbps * Math.min(1, (height / rung.height) ** 2)),
      );
      const name = `${height}p`;
      const folder = path.join(partial, name);
      await mkdir(folder);
      const width = Math.max(2, Math.round((info.width * height) / info.height / 2) * 2);
      await runFfmpeg(
        ffmpeg,
        [
          '-y',
          '-i',
          source,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-vf',
          `scale=${width}:${height}`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-profile:v',
          'main',
          '-pix_fmt',
          'yuv420p',
          '-b:v',
          `${videoKbps}k`,
          '-maxrate',
          `${Math.round(videoKbps * 1.1)}k`,
          '-bufsize',
          `${videoKbps * 2}k`,
          // key frames on a fixed clock, whatever the frame rate: every boundary falls on one
          '-force_key_frames',
          `expr:gte(t,n_forced*${KEY_FRAME_SECONDS})`,
          '-sc_threshold',
          '0',
          '-c:a',
          'aac',
          '-b:a',
          `${rung.audioKbps}k`,
          '-ac',
          '2',
          '-f',
          'hls',
          '-hls_time',
          String(SEGMENT_SECONDS),
          '-hls_init_time',
          String(FIRST_SEGMENT_SECONDS),
          '-hls_playlist_type',
          'vod',
          '-hls_key_info_file',
          keyInfo,
          '-hls_segment_filename',
          path.join(folder, 'seg%d.ts'),
          path.join(folder, 'index.m3u8'),
        ],
        { timeoutMs: options.timeoutMs },
      );
      renditions.push({ name, width, height, bandwidth: await peakBandwidth(folder) });
    }
    await writeFile(path.join(partial, 'master.m3u8'), masterPlaylist(renditions));
    await rm(out, { recursive: true, force: true });
    await rename(partial, out);
    return renditions;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }
}
