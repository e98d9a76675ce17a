import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO, SAMPLE_VIDEO } from '../../db/seed/videos.ts';
import { mediaDurationMs } from './media-duration.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'academy-duration-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A box: 4-byte size, 4-letter type, body. */
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** mvhd version 0: flags, creation, modification, timescale, duration, then the rest. */
function mvhd(timescale: number, duration: number) {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  return box('mvhd', body);
}

describe('a video file’s own length (docs/decisions/037)', () => {
  it('reads the sample WebM’s Duration: 5,008 ms, and the demo lesson’s: 75,008 ms', async () => {
    expect(await mediaDurationMs(SAMPLE_VIDEO, 'video/webm')).toBe(5008);
    expect(await mediaDurationMs(DEMO_VIDEO, 'video/webm')).toBe(75_008);
  });

  it('reads an MP4’s mvhd, with moov after the media data too', async () => {
    const file = path.join(dir, 'clip.mp4');
    const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1'));
    const mdat = box('mdat', Buffer.alloc(5000));
    await writeFile(file, Buffer.concat([ftyp, mdat, box('moov', mvhd(1000, 754_321))]));
    expect(await mediaDurationMs(file, 'video/mp4')).toBe(754_321);
  });

  it('answers null for a header it cannot read, never a guess', async () => {
    const file = path.join(dir, 'broken.webm');
    await writeFile(file, Buffer.from('not a video at all'));
    expect(await mediaDurationMs(file, 'video/webm')).toBeNull();
    expect(await mediaDurationMs(file, 'video/mp4')).toBeNull();
    expect(await mediaDurationMs(SAMPLE_VIDEO, 'video/ogg')).toBeNull();
  });
});
