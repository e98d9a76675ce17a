// A video file's own length, read from its header when an upload finishes (docs/decisions/037:
// a lesson's length comes from staff or the video host, never from the player). WebM/Matroska:
// Segment > Info > Duration x TimecodeScale; MP4/QuickTime: moov > mvhd duration / timescale.
// Anything else, or a header this does not find, is an unknown length (null).
import { open } from 'node:fs/promises';

/** The Info element sits near the start of a WebM; an MP4's moov may be anywhere. */
const HEAD_BYTES = 1024 * 1024;
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** An EBML variable-length integer at `at`: its value (marker kept for ids) and its length. */
function vint(buffer: Buffer, at: number, keepMarker: boolean) {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[at + i]!;
    if (buffer[at + i] !== 0xff) unknown = false;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

/** Milliseconds from a WebM's first bytes, or null. */
export function webmDurationMs(buffer: Buffer): number | null {
  let at = 0;
  let end = buffer.length;
  let scale = 1_000_000;
  let inInfo = false;
  while (at < end) {
    const id = vint(buffer, at, true);
    if (!id) return null;
    const size = vint(buffer, at + id.length, false);
    if (!size) return null;
    const body = at + id.length + size.length;
    const next = size.unknown ? end : body + size.value;
    if (id.value === SEGMENT) {
      at = body; // its children follow
      continue;
    }
    if (id.value === INFO) {
      inInfo = true;
      end = Math.min(next, buffer.length);
      at = body;
      continue;
    }
    if (inInfo && id.value === TIMECODE_SCALE) {
      scale = buffer.readUIntBE(body, Math.min(6, size.value));
    } else if (inInfo && id.value === DURATION) {
      const duration =
        size.value === 4
          ? buffer.readFloatBE(body)
          : size.value === 8
            ? buffer.readDoubleBE(body)
            : NaN;
      // Duration counts TimecodeScale nanoseconds, which may come after it.
      const rest = webmScaleAfter(buffer, next, end) ?? scale;
      return Number.isFinite(duration) ? (duration * rest) / 1_000_000 : null;
    } else if (id.value !== EBML && !inInfo && at === 0) {
      return null; // not an EBML file
    }
    at = next;
  }
  return null;
}

function webmScaleAfter(buffer: Buffer, from: number, end: number) {
  let at = from;
  while (at < end) {
    const id = vint(buffer, at, true);
    const size = id && vint(buffer, at + id.length, false);
    if (!id || !size) return null;
    const body = at + id.length + size.length;
    if (id.value === TIMECODE_SCALE) return buffer.readUIntBE(body, Math.min(6, size.value));
    at = body + size.value;
  }
  return null;
}

/** Milliseconds from an MP4's mvhd box (its body, after the 8-byte header), or null. */
export function mvhdDurationMs(body: Buffer): number | null {
  const version = body[0];
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration =
    version === 1 ? Number(body.readBigUInt64BE(24)) : version === 0 ? body.readUInt32BE(16) : NaN;
  return timescale > 0 && Number.isFinite(duration) ? (duration / timescale) * 1000 : null;
}

/** The boxes of `buffer` as [type, body start, body end]. */
function* boxes(buffer: Buffer, from = 0, to = buffer.length) {
  let at = from;
  while (at + 8 <= to) {
    let size = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) return;
    yield [type, at + header, Math.min(at + size, to)] as const;
    at += size;
  }
}

async function mp4DurationMs(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= size) {
      await handle.read(header, 0, 16, at);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerLength = 8;
      if (boxSize === 1) {
        boxSize = Number(header.readBigUInt64BE(8));
        headerLength = 16;
      } else if (boxSize === 0) boxSize = size - at;
      if (boxSize < headerLength) return null;
      if (type === 'moov') {
        const length = Math.min(boxSize - headerLength, MAX_MOOV_BYTES);
        const moov = Buffer.alloc(length);
        await handle.read(moov, 0, length, at + headerLength);
        for (const [child, start, end] of boxes(moov)) {
          if (child === 'mvhd') return mvhdDurationMs(moov.subarray(start, end));
        }
        return null;
      }
      at += boxSize;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The file's length in whole milliseconds, or null when it cannot be read. */
export async function mediaDurationMs(file: string, mime: string): Promise<number | null> {
  let ms: number | null = null;
  if (mime === 'video/webm' || mime === 'video/x-matroska' || mime === 'video/matroska') {
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
      ms = webmDurationMs(head.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  } else if (mime === 'video/mp4' || mime === 'video/quicktime' || mime.startsWith('video/3gpp')) {
    ms = await mp4DurationMs(file);
  }
  return ms !== null && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : null;
}
