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
  TEACHING_SUBJECTS,
} from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { playerUrl } from '../../lib/video-host/player-url.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { seedIfEmpty } from './index.ts';
import { nextLiveQa } from './lectures.ts';

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
    // long enough to try watching, small enough to commit
    expect(result!.size).toBeLessThan(1024 * 1024);
    const lessons = await database.db.query.contents.findMany();
    expect(
      lessons.filter((row) => row.videoId === result!.id).map((row) => row.videoDuration),
    ).toContain(75);
    const page = await app.request(playerUrl(env(), result!.id, result!.ownerId!));
    expect(page.status).toBe(200);
    const src = /src="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&');
    const head = await app.request(src, { headers: { Range: 'bytes=0-3' } });
    expect(head.status).toBe(206);
    // The EBML magic number of a WebM file.
    expect([...new Uint8Array(await head.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});

describe('the demo tells a true story', () => {
  const teachersById = async () =>
    new Map((await database.db.query.users.findMany()).map((user) => [user.id, user]));

  it('has each lecture taught by a teacher of its subject', async () => {
    const people = await teachersById();
    const lectures = await database.db.query.lectures.findMany();
    expect(lectures.length).toBeGreaterThanOrEqual(7);
    for (const lecture of lectures) {
      const subjects = people.get(lecture.teacherId)!.teachingSubjects;
      expect(
        subjects.some((subject) => subject.includes(lecture.category!)) ||
          // a subject outside the instructor form's seven is recorded as 기타
          (!(TEACHING_SUBJECTS as readonly string[]).includes(lecture.category!) &&
            subjects.includes('기타')),
        `${lecture.title}: ${subjects.join(', ')}`,
      ).toBe(true);
    }
  });

  it('has reviews speak of their own lecture’s subject, answered by its teacher', async () => {
    const people = await teachersById();
    const lectures = new Map(
      (await database.db.query.lectures.findMany()).map((lecture) => [lecture.title, lecture]),
    );
    const reviews = await database.db.query.reviews.findMany();
    const topics: [string, string][] = [
      ['물리', '물리'],
      ['화학', '화학'],
      ['코스2', '수학'],
      ['독해', '일본어'],
      ['종합과목', '종합과목'],
      ['지망이유서', '지망이유서'],
    ];
    for (const review of reviews) {
      for (const [word, subject] of topics) {
        if (`${review.title} ${review.content}`.includes(word)) {
          expect(lectures.get(review.lectureName!)?.category, review.title).toBe(subject);
        }
      }
      if (review.replyUserId !== null) {
        expect(review.replyUserId).toBe(lectures.get(review.lectureName!)?.teacherId);
        expect(people.get(review.replyUserId)?.role).toBe('TEACHER');
      }
    }
  });

  it('has subject notices written by that subject’s teacher and gives the account to pay into', async () => {
    const people = await teachersById();
    const notices = await database.db.query.notices.findMany();
    const account = '입금 계좌: 국민은행 123456-78-901234 (예금주: EJU아카데미)';
    expect(notices.some((notice) => notice.isImportant && notice.content.includes(account))).toBe(
      true,
    );
    for (const notice of notices.filter((row) => row.title.includes('화학 정규반'))) {
      expect(people.get(notice.authorId!)?.teachingSubjects).toContain('화학');
      expect(notice.content).toContain(account);
    }
  });

  it('has pass stories that fit the student who wrote them', async () => {
    const people = await teachersById();
    const stories = await database.db.query.passStories.findMany();
    const universities = new Map(
      (await database.db.query.universities.findMany()).map((row) => [row.id, row.name]),
    );
    const mine = stories.filter((story) => story.userId !== null);
    expect(mine.length).toBeGreaterThan(0);
    for (const story of mine) {
      const goals = people.get(story.userId!)!.goalUniversities.map((goal) => goal.school);
      expect(goals, story.authorName).toContain(universities.get(story.universityId));
    }
  });

  it('schedules the weekly live Q&A on the next Saturday 20:00 Korean time, with a join link', async () => {
    const live = (await database.db.query.details.findMany()).filter(
      (detail) => detail.type === 'LIVE',
    );
    expect(live.length).toBeGreaterThan(0);
    for (const detail of live) {
      expect(detail.liveStartsAt!.getTime()).toBeGreaterThan(Date.now());
      expect(detail.liveUrl).toMatch(/^https:\/\//);
    }
    // Thursday 3 December 2026 18:00 in Seoul -> Saturday 5 December 20:00 in Seoul
    expect(nextLiveQa(new Date('2026-12-03T09:00:00Z')).toISOString()).toBe(
      '2026-12-05T11:00:00.000Z',
    );
    // a Saturday after 20:00 -> the next week's
    expect(nextLiveQa(new Date('2026-12-05T11:30:00Z')).toISOString()).toBe(
      '2026-12-12T11:00:00.000Z',
    );
    // a Saturday morning -> that evening
    expect(nextLiveQa(new Date('2026-12-05T00:00:00Z')).toISOString()).toBe(
      '2026-12-05T11:00:00.000Z',
    );
  });
});
