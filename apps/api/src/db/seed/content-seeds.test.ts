// The content seeds (banners, notices, reviews, the sample video) through the real app.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerListResponse,
  NoticeListResponse,
  ReviewListResponse,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { seedIfEmpty } from './index.ts';

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
const env = () => ({ ...testEnv, DATA_DIR: dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-seed-'));
  database = await openTestDatabase();
  expect(await seedIfEmpty(database, env(), createLogger('silent'))).toBe(true);
  app = createApp({ env: env(), database, logger: createLogger('silent') });
}, 120_000);
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const json = async (url: string) => (await app.request(url)).json();

describe('content seeds', () => {
  it('seeds three active banners with 1600x600 images that load', async () => {
    const active = v.parse(BannerListResponse, await json('/api/banners/active'));
    expect(active.data).toHaveLength(3);
    for (const banner of active.data) {
      expect(banner).toMatchObject({ imageWidth: 1600, imageHeight: 600 });
      expect(banner.url).toMatch(/^https:\/\//);
      const image = await app.request(banner.image);
      expect(image.status).toBe(200);
    }
  });

  it('seeds 137 notices: every page size pages and ends on a short page', async () => {
    for (const size of [10, 20, 50, 100]) {
      const lastPage = Math.floor(137 / size);
      const last = v.parse(
        NoticeListResponse,
        await json(`/api/notice/list?page=${lastPage}&size=${size}`),
      );
      expect(last.data).toHaveLength(137 % size);
    }
    const first = v.parse(NoticeListResponse, await json('/api/notice/list?page=0&size=10'));
    expect(first.data[0]!.isImportant).toBe(true);
    expect(first.data.filter((notice) => notice.isImportant).length).toBeGreaterThan(3);
  });

  it('seeds 40 reviews', async () => {
    const page = v.parse(ReviewListResponse, await json('/api/lectures/reviews?page=0&size=10'));
    expect(page.data.totalCount).toBe(40);
    expect(page.data.reviews[0]!.userName).toMatch(/^[가-힣]{3}$/);
    // Reviews name the seeded lectures.
    const titles = new Set((await database.db.query.lectures.findMany()).map((row) => row.title));
    expect(titles.size).toBeGreaterThan(0);
    expect(page.data.reviews.every((review) => titles.has(review.lectureName))).toBe(true);
    expect(page.data.summary.count).toBe(40);
  });

  it('seeds a playable sample video on the local host', async () => {
    const result = await database.db.query.videos.findFirst();
    expect(result).toMatchObject({ status: 'READY', contentType: 'video/webm' });
    expect(result!.size).toBeLessThan(300 * 1024);
    const page = await app.request(playerUrl(env(), result!.id, result!.ownerId!));
    expect(page.status).toBe(200);
    const src = /src="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
    const head = await app.request(src, { headers: { Range: 'bytes=0-3' } });
    expect(head.status).toBe(206);
    // The EBML magic number of a WebM file.
    expect([...new Uint8Array(await head.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});
