// issue 19 as a new student lives it: watching at 2x completes a lesson and moves progress, a
// lesson left halfway resumes in another browser, a quiz fails and then passes.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

const LECTURE = 'EJU 일본어 독해 완성';

async function openLesson(page: Page, lesson: string) {
  await page.goto(`${origins().classroom}/dashboard`);
  await page.getByRole('button', { name: LECTURE }).click();
  const outline = page.getByRole('navigation', { name: '학습 목차' });
  await outline.getByRole('button', { name: new RegExp(lesson) }).click();
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  return outline;
}

const video = (page: Page) => page.frameLocator('iframe[title$="영상 플레이어"]').locator('video');

/** Plays from where the player stands, muted (no user gesture in a test). */
const play = (page: Page) =>
  video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });

test('a new student watches at 2x to the end, resumes on another device, and fails then passes a quiz', async ({
  page,
  browser,
}) => {
  // ~45 s on an idle machine; 2-2.5 min at a load average of 25 on two cores (clicks take seconds)
  test.setTimeout(180_000);
  const student = await signUpStudent(page);
  await signIn(page, student);

  // 설정: the default speed, kept on the server for every device
  await page.goto(`${origins().classroom}/dashboard?view=settings`);
  await page.getByRole('combobox', { name: '기본 재생 속도' }).click();
  await page.getByRole('option', { name: '2배속' }).click();
  await expect(page.getByText('설정이 저장되었습니다.')).toBeVisible();

  // The whole 5 s sample at 2x: completed, and the lecture's progress moves
  const outline = await openLesson(page, '강의 소개와 학습 방법');
  await expect(outline.getByText('진도율 0%')).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
  await play(page);
  await expect(page.getByText('학습 완료')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('시청 100% · 완료 기준 90%')).toBeVisible();
  await expect(outline.getByText('진도율 0%')).toBeHidden();
  await expect(outline.getByText(/진도율 [1-9]\d*%/)).toBeVisible();

  // Another lesson left halfway: the pause reports where the student stopped
  await openLesson(page, '핵심 개념 정리');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/lectures/watch') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { position: number }).position >= 2.4,
  );
  // pause from inside the page as soon as 2.5 s are reached (a poll from here would overshoot)
  await video(page).evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        element.muted = true;
        const onTime = () => {
          if (element.currentTime < 2.5) return;
          element.pause();
          element.removeEventListener('timeupdate', onTime);
          resolve();
        };
        element.addEventListener('timeupdate', onTime);
        void element.play();
      }),
  );
  expect((await reported).ok()).toBe(true);

  // ...and another browser (a new context: no shared storage) resumes there
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await signIn(elsewhere, student);
    await openLesson(elsewhere, '핵심 개념 정리');
    await expect(elsewhere.getByText(/^이어보기 0:0[1-4]$/)).toBeVisible();
    await expect
      .poll(() => video(elsewhere).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(1);
    // the dashboard's continue card points at the same lesson
    await elsewhere.goto(`${origins().classroom}/dashboard?view=dashboard`);
    await expect(elsewhere.getByText(`${LECTURE} · 핵심 개념 정리`)).toBeVisible();
    await expect(elsewhere.getByRole('link', { name: /^이어보기 0:0[1-4]$/ })).toBeVisible();
  } finally {
    await other.close();
  }

  // A quiz: every answer wrong fails; a retry with the right ones passes
  await openLesson(page, '개념 확인 퀴즈');
  for (const wrong of ['1회', '6개월', '100점', '수험 회차']) {
    await page.getByRole('radio', { name: wrong, exact: true }).check();
  }
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByText('통과 점수에 못 미쳤습니다')).toBeVisible();
  await expect(page.getByText('4문제 중 0문제 정답 · 0점')).toBeVisible();
  await expect(page.getByText('정답: 2회')).toBeVisible();
  await page.getByRole('button', { name: '다시 풀기' }).click();
  for (const right of ['2회', '2년', '50점', '희망 계열']) {
    await page.getByRole('radio', { name: right, exact: true }).check();
  }
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByText('4문제 중 4문제 정답 · 100점')).toBeVisible();
  await expect(page.getByText('최고 점수 100점')).toBeVisible();

  // 퀴즈 panel: two attempts, best 100, passed
  await page.goto(`${origins().classroom}/dashboard?view=quiz`);
  const row = page.getByRole('row', { name: /개념 확인 퀴즈/ }).filter({ hasText: LECTURE });
  await expect(row.getByRole('cell', { name: '2회' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '100점' })).toBeVisible();
});
