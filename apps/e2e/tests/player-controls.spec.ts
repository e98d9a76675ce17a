// docs/product/player-controls.md as a student lives it on a phone: speed 1.5 saved for
// every device, the Korean captions drawn over the video, an A-B loop, the shortcuts' help with
// ?, and the watermark that moves every minute and comes back when removed.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test.use({ viewport: { width: 412, height: 915 }, hasTouch: true });

const LECTURE = 'EJU 일본어 독해 완성';
const LESSON = '강의 소개와 학습 방법';
const video = (page: Page) => page.frameLocator('iframe[title$="영상 플레이어"]').locator('video');

test('a student on a phone sets 1.5x, Korean captions and an A-B loop, opens the shortcuts, and sees the watermark move and come back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // the page's clock, so a minute of the watermark passes at once
  await page.clock.install();

  // a student of its own: a playback of the demo student elsewhere in the run would take this one
  // over (one playback at a time per student)
  await signIn(page, await signUpStudent(page, origins(), { name: '재생학생' }));
  const classroom = origins().classroom;
  try {
    // the lesson's address, as the outline would open it (the phone's drawer is not the point here)
    const read = async <T>(path: string) =>
      ((await (await page.request.get(`${classroom}/api/${path}`)).json()) as { data: T }).data;
    const teachers =
      await read<{ lectures: { lectureId: number; lectureTitle: string }[] }[]>('lectures/list');
    const lectureId = teachers
      .flatMap((t) => t.lectures)
      .find((l) => l.lectureTitle === LECTURE)!.lectureId;
    const outline = await read<{
      chapters: { details: { detailId: number; detailTitle: string }[] }[];
    }>(`lectures/${lectureId}`);
    const detailId = outline.chapters
      .flatMap((c) => c.details)
      .find((d) => d.detailTitle === LESSON)!.detailId;
    await page.goto(`${classroom}/dashboard?lecture=${lectureId}&detail=${detailId}`);
    await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    const controls = page.getByRole('toolbar', { name: '재생 컨트롤' });
    await expect(controls).toBeVisible();

    // Speed 1.5 from the menu: the video plays at it and the server keeps it
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/learning/settings') && r.request().method() === 'PUT',
    );
    await controls.getByRole('button', { name: /^재생 속도/ }).click();
    await page.getByRole('menuitem', { name: '1.5배속' }).click();
    expect((await saved).ok()).toBe(true);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate))
      .toBe(1.5);

    // Korean captions over the video, from the start
    await controls.getByRole('button', { name: '자막' }).click();
    await page.getByRole('menuitem', { name: /^한국어 \(한국어\)/ }).click();
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 0;
      await element.play();
    });
    const cue = page.locator('[data-captions="ko"] span[lang="ko"]');
    await expect(cue.first()).toBeVisible();
    await expect(cue.first()).toHaveText(/안녕하세요|독해|밑줄|정답/);

    // A-B repeat by touch: A now, B a moment later; playback jumps back to A
    await controls.getByRole('button', { name: 'A 지점 지정' }).tap();
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(4);
    await controls.getByRole('button', { name: 'B 지점 지정' }).tap();
    await expect(page.getByText(/반복 중$/)).toBeVisible();
    const loopedBack = await video(page).evaluate(
      (element: HTMLVideoElement) =>
        new Promise<boolean>((resolve) => {
          let last = element.currentTime;
          const onTime = () => {
            if (element.currentTime + 1 < last) resolve(true);
            last = element.currentTime;
          };
          element.addEventListener('timeupdate', onTime);
          setTimeout(() => resolve(false), 15_000);
        }),
    );
    expect(loopedBack).toBe(true);

    // ? opens the shortcuts
    await controls.getByRole('button', { name: 'A 지점 지정' }).focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: '키보드 단축키' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('구간 반복 A 지점');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // The watermark: there, moved after a minute, back when removed or hidden
    const mark = page.locator('[data-watermark]');
    await expect(mark).toBeVisible();
    await expect(mark).toContainText('#');
    const where = () => mark.evaluate((el: HTMLElement) => `${el.style.left} ${el.style.top}`);
    const before = await where();
    await page.clock.fastForward('01:01');
    await expect.poll(where).not.toBe(before);
    await page.evaluate(() => document.querySelector('[data-watermark]')?.remove());
    await expect(mark).toBeVisible();
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-watermark]')?.style.setProperty('display', 'none'),
    );
    await expect(mark).toBeVisible();
  } finally {
    // journeys share one server: the demo student's settings go back as seeded
    await page.request.put(`${classroom}/api/learning/settings`, {
      data: { playbackRate: 1.25, captionLang: null },
      headers: { Origin: classroom },
    });
  }
});
