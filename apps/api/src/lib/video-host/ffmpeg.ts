// Where ffmpeg comes from (docs/decisions/059-hls-streaming.md): the binary the npm package
// @ffmpeg-installer/ffmpeg ships for this platform, else the system's (Debian's `ffmpeg`), else
// none, and then videos keep playing as their MP4. Each candidate must really run (`-version`):
// a binary for another libc or CPU is skipped. Looked up once per process.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

export type FfmpegSource = 'package' | 'system' | 'configured';
export type Ffmpeg = { path: string; source: FfmpegSource; version: string };

function runs(path: string) {
  const result = spawnSync(path, ['-hide_banner', '-version'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status !== 0 || !result.stdout) return null;
  return result.stdout.split('\n')[0]?.trim() ?? '';
}

function packagedPath() {
  try {
    const required = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as {
      path?: string;
    };
    return required.path ?? null;
  } catch {
    // no binary for this platform in the package
    return null;
  }
}

const found = new Map<string, Ffmpeg | null>();

/**
 * The ffmpeg to package with, or null. `setting`: FFMPEG_PATH: 'auto' (the package, then the
 * system's), 'none' (never package), or a path.
 */
export function findFfmpeg(setting = 'auto'): Ffmpeg | null {
  if (found.has(setting)) return found.get(setting) ?? null;
  let result: Ffmpeg | null = null;
  if (setting === 'none') result = null;
  else if (setting !== 'auto') {
    const version = runs(setting);
    result = version === null ? null : { path: setting, source: 'configured', version };
  } else {
    const candidates: [string | null, FfmpegSource][] = [
      [packagedPath(), 'package'],
      ['/usr/bin/ffmpeg', 'system'],
      ['ffmpeg', 'system'],
    ];
    for (const [path, source] of candidates) {
      if (!path) continue;
      const version = runs(path);
      if (version !== null) {
        result = { path, source, version };
        break;
      }
    }
  }
  found.set(setting, result);
  return result;
}

/** Runs ffmpeg to the end; rejects with the last lines it wrote when it fails. */
export function runFfmpeg(ffmpeg: Ffmpeg, args: string[], options: { timeoutMs?: number } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // the tail is what explains a failure
      stderr = (stderr + chunk).slice(-16_000);
    });
    const timer = options.timeoutMs
      ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
      : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stderr);
      else {
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(new Error(`ffmpeg ${signal ? `killed (${signal})` : `exited ${code}`}: ${tail}`));
      }
    });
  });
}

export type SourceInfo = { width: number; height: number; hasAudio: boolean };

/** The source's picture size and whether it has sound, read from ffmpeg's own description of it. */
export async function probeSource(ffmpeg: Ffmpeg, file: string): Promise<SourceInfo | null> {
  // `-i` alone exits 1 ("At least one output file must be specified"); the description comes first.
  const described = await new Promise<string>((resolve) => {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (text += chunk));
    child.on('close', () => resolve(text));
    child.on('error', () => resolve(''));
  });
  const video = /Stream #[^\n]*Video:[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(described);
  if (!video) return null;
  return {
    width: Number(video[1]),
    height: Number(video[2]),
    hasAudio: /Stream #[^\n]*Audio:/.test(described),
  };
}
