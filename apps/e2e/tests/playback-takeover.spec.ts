// docs/product/player.md as a shared account lives it: a student plays a lesson in one
// browser, then in another; the second takes the playback over and the first stops and says why
// (with 이 기기에서 다시 재생). The stream's key is never handed to a request without the page's
// playback token, nor to the taken-over one.
import type { Page } from '@playwright/test';
import { expect, test, collectBrowserErrors } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

const LECTURE = 'EJU 일본어 독해 완성';
const LESSON = '강의 소개와 학습 방법';
const TAKEN_OVER = '다른 기기에서 재생을 시작해 이 기기의 재생을 멈췄습니다.';

async function openLesson(page: Page) {
  await page.goto(`${origins().classroom}/dashboard`);
  await page.getByRole('button', { name: LECTURE }).click();
  const outline = page.getByRole('navigation', { name: '학습 목차' });
  await outline.getByRole('button', { name: new RegExp(LESSON) }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  const frame = page.locator('iframe[title$="영상 플레이어"]');
  await expect(frame).toHaveAttribute('src', /\/api\/videos\/.+\/player\?pt=/);
  return new URL((await frame.getAttribute('src'))!, origins().classroom);
}

const video = (page: Page) => page.frameLocator('iframe[title$="영상 플레이어"]').locator('video');

/** Plays muted (no user gesture in a test) once the player has its media. */
const play = (page: Page) =>
  video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });

test('a second browser of the same student takes the playback over, the first says why, and the key needs the page', async ({
  page,
  browser,
}) => {
  // the first browser hears of the takeover at its next heartbeat (30 s) at the latest
  test.setTimeout(150_000);
  // a student of its own: another journey's playback as the demo student would take over too
  const student = await signUpStudent(page, origins(), { name: '기기학생' });
  await signIn(page, student);
  // The seed's video is packaged as HLS by the server's worker soon after it starts: the player
  // streams it through hls.js (an encrypted stream whose key needs the token).
  let first = await openLesson(page);
  await expect(async () => {
    if ((await video(page).getAttribute('data-hls')) === null) {
      first = await openLesson(page);
      throw new Error('not packaged yet');
    }
  }).toPass({ timeout: 90_000, intervals: [2000] });
  await play(page);
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.5);

  const other = await browser.newContext();
  const otherErrors = collectBrowserErrors(other);
  const second = await other.newPage();
  await signIn(second, student);
  await openLesson(second);
  await play(second);

  // The first stops and says why; the second plays on.
  const notice = page.getByRole('alert').filter({ hasText: TAKEN_OVER });
  await expect(notice).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(notice.getByRole('button', { name: '이 기기에서 다시 재생' })).toBeVisible();
  await expect(second.getByText(TAKEN_OVER)).toBeHidden();
  await expect.poll(() => video(second).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The key, asked for directly: without a token, and with the first browser's (taken over).
  const videoId = /\/api\/videos\/([^/]+)\/player/.exec(first.pathname)![1]!;
  const keyUrl = `${origins().classroom}/api/videos/${videoId}/hls/key`;
  const bare = await page.request.get(keyUrl);
  expect(bare.status()).toBe(401);
  expect(((await bare.json()) as { message: string }).message).toMatch(/강의 페이지에서/);
  const stale = await page.request.get(`${keyUrl}?pt=${first.searchParams.get('pt')}`);
  expect(stale.status()).toBe(403);
  expect(((await stale.json()) as { message: string }).message).toBe(TAKEN_OVER);

  await other.close();
  expect(otherErrors).toEqual([]);
});
