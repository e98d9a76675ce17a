// docs/decisions/018-staff-authoring.md: a teacher runs their content from the admin: publishes a
// notice and sees it on the site; builds a lecture with two chapters, a video lesson and a quiz
// (their types picked by Korean name, the video from their uploads), reorders by keyboard (the
// drag handle: space lifts, arrows move, space drops) and by mouse, publishes it after the
// warning that names its empty chapter (docs/decisions/044-lesson-rows-and-publishing.md), and the
// shop offers it.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

/** A page's first screen waits for the session check: slow while other suites share the cores. */
const LOAD = { timeout: 60_000 };

test('a teacher publishes a notice and sees it on the site', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/notices`);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항 관리' })).toBeVisible(LOAD);
  await page.getByRole('link', { name: '공지 작성' }).click();
  await expect(page).toHaveURL(/\/admin\/notices\/new$/);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('alert')).toHaveText('제목을 입력하세요.');
  const title = `e2e 공지 ${Date.now()}`;
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: '내용' });
  await body.click();
  await page.keyboard.type('모의고사 일정을 안내합니다.');
  await expectAccessible(page);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(`${origins().admin}/admin/notices`);
  await expect(page.getByRole('link', { name: title })).toBeVisible(LOAD);

  await page.goto(`${origins().site}/notices`);
  await page.getByRole('link', { name: title }).click(LOAD);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('모의고사 일정을 안내합니다.')).toBeVisible();
});

/**
 * What the drag and drop library tells screen readers (its own English words, in its live region):
 * each step of a drag waits for the library to have taken the last one.
 */
const dragAnnouncement = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/** Lifts a drag handle with the keyboard, moves it, and drops it. */
async function moveByKeyboard(page: Page, handle: string, key: string) {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText('You have lifted an item');
  await page.keyboard.press(key);
  await expect(dragAnnouncement(page)).toContainText('You have moved the item');
  await page.keyboard.press('Space');
}

/**
 * Drags one handle onto another with the mouse, as a person does: press, a small move that starts
 * the drag (the library ignores smaller ones as a click), the way there in steps, then release.
 */
async function moveByMouse(page: Page, handle: string, onto: string) {
  // both on screen and still: the library scrolls the page when a drag nears its edge
  await page.getByRole('button', { name: onto }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: handle }).scrollIntoViewIfNeeded();
  const from = (await page.getByRole('button', { name: handle }).boundingBox())!;
  const to = (await page.getByRole('button', { name: onto }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await expect(dragAnnouncement(page)).toContainText('You have lifted an item');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
  await expect(dragAnnouncement(page)).toContainText('You have moved the item');
  await page.mouse.up();
}

test('a teacher builds a lecture, reorders it by keyboard and by mouse, and publishes it', async ({
  page,
}) => {
  // Fifteen steps that each write and reload: about 50 s alone, past a minute under npm test.
  test.slow();
  await signIn(page, 'teacher');
  const lecture = `e2e 빌더 강의 ${Date.now()}`;
  await page.goto(`${origins().admin}/admin/lectures/new`);
  await page.getByRole('textbox', { name: '강의명' }).fill(lecture, LOAD);
  await page.locator('input[type=file]').setInputFiles({
    name: 'thumb.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByRole('button', { name: '강의 등록' }).click();
  // the new lecture opens on its builder
  await expect(page.getByRole('heading', { name: lecture })).toBeVisible(LOAD);
  await expect(page.getByRole('radio', { name: '초안' })).toBeChecked(LOAD);

  for (const chapter of ['첫째 장', '둘째 장']) {
    await page.getByRole('textbox', { name: '챕터 제목' }).fill(chapter);
    await page.getByRole('button', { name: '챕터 추가' }).click();
    await expect(page.getByRole('region', { name: `${chapter} 챕터` })).toBeVisible();
  }
  const first = page.getByRole('region', { name: '첫째 장 챕터' });
  const type = first.getByRole('combobox', { name: '디테일 유형' });
  // the video lesson: its type's Korean name typed
  await first.getByRole('textbox', { name: '디테일 제목' }).fill('영상 레슨');
  await type.fill('영상');
  await first.getByRole('button', { name: '디테일 추가' }).click();
  await expect(first.getByText('영상 레슨', { exact: true })).toBeVisible();
  // the quiz: its type picked from the list
  await first.getByRole('textbox', { name: '디테일 제목' }).fill('확인 퀴즈');
  await type.click();
  await page.getByRole('option', { name: '퀴즈' }).click();
  await first.getByRole('button', { name: '디테일 추가' }).click();
  await expect(first.getByText('확인 퀴즈', { exact: true })).toBeVisible();

  // The video: the teacher's upload (the seeded 75-second demo video), picked by name and length.
  await first.getByRole('button', { name: '영상 레슨 메뉴' }).click();
  await page.getByRole('menuitem', { name: '컨텐츠 추가' }).click();
  const content = page.getByRole('dialog', { name: '영상 레슨 컨텐츠' });
  await content.getByRole('combobox', { name: '올린 영상에서 고르기 (선택)' }).click();
  await page.getByRole('option', { name: '데모 강의 영상.webm (1:15)' }).click();
  await expect(content.getByRole('textbox', { name: '영상 길이 (초, 선택)' })).toHaveValue('75');
  await content.getByRole('button', { name: '저장' }).click();
  await expect(content).toHaveCount(0, LOAD);

  // The quiz: one question, two options, the second correct.
  await first.getByRole('button', { name: '확인 퀴즈 메뉴' }).click();
  await page.getByRole('menuitem', { name: '퀴즈 편집' }).click();
  const dialog = page.getByRole('dialog', { name: '퀴즈 편집: 확인 퀴즈' });
  await dialog
    .getByRole('textbox', { name: '문제', exact: true })
    .fill('EJU는 1년에 몇 번 치르나요?');
  await dialog.getByRole('textbox', { name: '문제 1 보기 1' }).fill('1회');
  await dialog.getByRole('textbox', { name: '문제 1 보기 2' }).fill('2회');
  await dialog.getByRole('radio', { name: '보기 2 정답' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '퀴즈 저장' }).click();
  await expect(dialog).toHaveCount(0);

  // Keyboard: the quiz goes above the video, and the second chapter above the first.
  await moveByKeyboard(page, '확인 퀴즈 옮기기', 'ArrowUp');
  await expect(first.getByText(/영상 레슨|확인 퀴즈/).first()).toHaveText('확인 퀴즈');
  // The board takes no new move while it saves the last one (a busy CI machine got here first).
  await expect(page.getByText('순서를 저장 중...')).toHaveCount(0, LOAD);
  await moveByKeyboard(page, '둘째 장 옮기기', 'ArrowUp');
  await expect(page.getByRole('region', { name: / 챕터$/ }).first()).toHaveAccessibleName(
    '둘째 장 챕터',
  );
  await expect(page.getByText('순서를 저장 중...')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: / 챕터$/ }).first()).toHaveAccessibleName(
    '둘째 장 챕터',
    LOAD,
  );
  await expect(
    page
      .getByRole('region', { name: '첫째 장 챕터' })
      .getByText(/영상 레슨|확인 퀴즈/)
      .first(),
  ).toHaveText('확인 퀴즈');
  await expectAccessible(page);

  // Mouse: the video is dragged back above the quiz, and that order is saved too.
  await moveByMouse(page, '영상 레슨 옮기기', '확인 퀴즈 옮기기');
  const firstLesson = () =>
    page
      .getByRole('region', { name: '첫째 장 챕터' })
      .getByText(/영상 레슨|확인 퀴즈/)
      .first();
  await expect(firstLesson()).toHaveText('영상 레슨');
  await expect(page.getByText('순서를 저장 중...')).toHaveCount(0);
  await page.reload();
  await expect(firstLesson()).toHaveText('영상 레슨', LOAD);

  // Publish: the empty second chapter is named first; published anyway, the shop offers it.
  await page.getByText('공개', { exact: true }).click();
  const warning = page.getByRole('dialog', { name: '비어 있는 곳이 있습니다' });
  await expect(warning.getByRole('listitem')).toHaveText(['챕터 "둘째 장": 디테일이 없습니다.']);
  await expectAccessible(page);
  await warning.getByRole('button', { name: '그래도 공개' }).click();
  await expect(page.getByRole('radio', { name: '공개' })).toBeChecked();
  await expect
    .poll(async () => {
      const shop = await page.request.get(`${origins().site}/api/shop/lectures`);
      const { data } = (await shop.json()) as { data: { title: string }[] };
      return data.some((item) => item.title === lecture);
    })
    .toBe(true);
});
