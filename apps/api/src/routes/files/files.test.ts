import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import * as v from 'valibot';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '@academy/api-client/contract';
import { createFileService, localDiskStorage } from '../../lib/files.ts';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The file service the routes use (same storage folder as the test app). */
const fileService = createFileService(localDiskStorage(path.join(testEnv.DATA_DIR, 'uploads')));

async function jpegWithExif(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .jpeg()
    .toBuffer();
}

/** A valid all-black PNG of `side` x `side` pixels: a few KB that decode to side² bytes. */
function claimedPng(side: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((side + 1) * side))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('storeImage', () => {
  it('re-encodes to WebP inside the bounds and drops the metadata', async () => {
    const jpeg = await jpegWithExif(1200, 600);
    const stored = await fileService.storeImage(
      new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' }),
      { maxWidth: 400, maxHeight: 400 },
    );
    expect(stored).toMatchObject({
      mime: 'image/webp',
      width: 400,
      height: 200,
      name: 'photo.webp',
    });
    const response = await ctx.app.request(stored.url);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('refuses an HTML file renamed .png', async () => {
    const html = new File(['<html><body onload=alert(1)>'], 'cat.png', { type: 'image/png' });
    await expect(
      fileService.storeImage(html, { maxWidth: 100, maxHeight: 100 }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses an SVG (scripts) and a PDF as an image', async () => {
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'a.svg',
    );
    await expect(
      fileService.storeImage(svg, { maxWidth: 10, maxHeight: 10 }),
    ).rejects.toMatchObject({ status: 415 });
    const pdf = new File(['%PDF-1.4\n%EOF'], 'a.png');
    await expect(
      fileService.storeImage(pdf, { maxWidth: 10, maxHeight: 10 }),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('refuses more than 5 MB before decoding', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png');
    await expect(
      fileService.storeImage(big, { maxWidth: 10, maxHeight: 10 }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a decompression bomb (49 megapixels in a few KB) without decoding it', async () => {
    const bomb = new File([new Uint8Array(claimedPng(7000))], 'bomb.png');
    await expect(
      fileService.storeImage(bomb, { maxWidth: 10, maxHeight: 10 }),
    ).rejects.toMatchObject({
      status: 415,
    });
  });
});

describe('storeAttachment and signed URLs', () => {
  it('keeps a PDF, served only through a valid signed URL as a download', async () => {
    const pdf = new File(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'], '강의 자료.pdf');
    const stored = await fileService.storeAttachment(pdf);
    expect(stored).toMatchObject({ mime: 'application/pdf', name: '강의 자료.pdf' });

    const unsigned = await ctx.app.request(stored.url);
    expect(unsigned.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await unsigned.json()).code).toBe('FORBIDDEN');

    const signed = signUrl(testEnv, stored.url, 60);
    const response = await ctx.app.request(signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment;');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('강의 자료.pdf')}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const tampered = signed.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await ctx.app.request(tampered)).status).toBe(403);
    const expired = signUrl(testEnv, stored.url, 60, Date.now() - 120_000);
    expect((await ctx.app.request(expired)).status).toBe(403);
    // a signature for one file does not open another
    const other = await fileService.storeAttachment(new File(['%PDF-1.4\n%%EOF'], 'b.pdf'));
    const query = signed.slice(signed.indexOf('?'));
    expect((await ctx.app.request(`${other.url}${query}`)).status).toBe(403);
  });

  it('takes images as attachments (re-encoded) and refuses anything else', async () => {
    const jpeg = await jpegWithExif(50, 50);
    const image = await fileService.storeAttachment(new File([new Uint8Array(jpeg)], 'board.jpg'));
    expect(image.mime).toBe('image/webp');
    await expect(
      fileService.storeAttachment(new File(['<html></html>'], 'notes.pdf')),
    ).rejects.toMatchObject({ status: 415, message: 'PDF 또는 이미지 파일만 첨부할 수 있습니다.' });
    await expect(
      fileService.storeAttachment(new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'x.pdf')),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('verifies signatures by path and expiry only', () => {
    const url = signUrl(testEnv, '/api/videos/1/play', 30, 1_000_000);
    const params = new URL(url, 'http://x').searchParams;
    expect(
      verifySignedUrl(
        testEnv,
        '/api/videos/1/play',
        params.get('expires')!,
        params.get('sig')!,
        1_000_000,
      ),
    ).toBe(true);
    expect(
      verifySignedUrl(
        testEnv,
        '/api/videos/2/play',
        params.get('expires')!,
        params.get('sig')!,
        1_000_000,
      ),
    ).toBe(false);
    expect(
      verifySignedUrl(
        testEnv,
        '/api/videos/1/play',
        params.get('expires')!,
        params.get('sig')!,
        1_000_000 + 31_000,
      ),
    ).toBe(false);
  });
});

describe('GET /api/files/*', () => {
  it('answers 404 for unknown or malformed keys (no path traversal)', async () => {
    for (const path of [
      '/api/files/images/2026/01/00000000-0000-0000-0000-000000000000.webp',
      '/api/files/..%2F..%2Fsecrets.json',
      '/api/files/images/../../secrets.json',
    ]) {
      const response = await ctx.app.request(path);
      expect(response.status).toBe(404);
    }
  });
});
