// docs/decisions/017-watch-reports.md as a new student lives it: watching at 2x completes a lesson
// and moves progress, a lesson left halfway resumes in another browser, a quiz fails and then
// passes, and the panels 내 강의, 학습 진도, 성취 and 프로필 show exactly that student's records.
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

/** The Seoul day (UTC+9 all year) of `at` as the classroom writes it, a pattern: 2026\.11\.25 */
const seoulDay = (at: Date) =>
  new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '\\.');

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
  // ~80 s on an idle machine (the demo lesson plays 75 s at 2x); 2.5-3 min at a load average of
  // 25 on two cores (clicks take seconds)
  test.setTimeout(240_000);
  const student = await signUpStudent(page);
  await signIn(page, student);

  // 설정: the default speed, kept on the server for every device
  await page.goto(`${origins().classroom}/dashboard?view=settings`);
  await page.getByRole('combobox', { name: '기본 재생 속도' }).click();
  await page.getByRole('option', { name: '2배속' }).click();
  await expect(page.getByText('설정이 저장되었습니다.')).toBeVisible();

  // The whole 75 s demo lesson at 2x (about 38 s): completed, and the lecture's progress moves
  const outline = await openLesson(page, '강의 소개와 학습 방법');
  await expect(outline.getByText('진도율 0%')).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
  await play(page);
  await expect(page.getByText('학습 완료')).toBeVisible({ timeout: 90_000 });
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
    // exactly where the pause was (docs/product/learning.md), not a few seconds before
    await expect(elsewhere.getByText(/^이어보기 0:0[23]$/)).toBeVisible();
    await expect
      .poll(() => video(elsewhere).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThanOrEqual(2.4);
    // the dashboard's continue card points at the same lesson
    await elsewhere.goto(`${origins().classroom}/dashboard?view=dashboard`);
    await expect(elsewhere.getByText(`${LECTURE} · 핵심 개념 정리`)).toBeVisible();
    await expect(elsewhere.getByRole('link', { name: /^이어보기 0:0[23]$/ })).toBeVisible();
  } finally {
    await other.close();
  }

  // A quiz: every answer wrong fails without showing the right ones (they are shown after a pass
  // or the last attempt), and says how many attempts are left; a retry with the right ones passes
  await openLesson(page, '개념 확인 퀴즈');
  for (const wrong of ['1회', '6개월', '100점', '수험 회차']) {
    await page.getByRole('radio', { name: wrong, exact: true }).check();
  }
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByText('통과 점수에 못 미쳤습니다')).toBeVisible();
  await expect(page.getByText('4문제 중 0문제 정답 · 0점')).toBeVisible();
  await expect(
    page.getByText('정답과 해설은 통과하거나 마지막 응시를 마치면 공개됩니다.'),
  ).toBeVisible();
  await expect(page.getByText('정답: 2회')).toHaveCount(0);
  await expect(page.getByText('남은 응시 2회')).toBeVisible();
  await page.getByRole('button', { name: '다시 풀기' }).click();
  for (const right of ['2회', '2년', '50점', '희망 계열']) {
    await page.getByRole('radio', { name: right, exact: true }).check();
  }
  const passing = new Date();
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByText('4문제 중 4문제 정답 · 100점')).toBeVisible();
  const passedOn = new Set([seoulDay(passing), seoulDay(new Date())]);
  await expect(page.getByText('최고 점수 100점')).toBeVisible();

  // 퀴즈 panel: two attempts, best 100, passed
  await page.goto(`${origins().classroom}/dashboard?view=quiz`);
  const row = page.getByRole('row', { name: /개념 확인 퀴즈/ }).filter({ hasText: LECTURE });
  await expect(row.getByRole('cell', { name: '2회' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '100점' })).toBeVisible();

  // 내 강의, 학습 진도, 성취 and 프로필 (docs/product/learning.md): this student's own records from the steps
  // above
  const views = page.getByRole('group', { name: '학습 메뉴' });
  const main = page.getByRole('main');
  await views.getByRole('button', { name: '내 강의', exact: true }).click();
  const card = main.getByRole('article', { name: LECTURE });
  // of its 7 lessons the intro video and the quiz are done; the live session comes next
  await expect(card.getByText('7차시 중 2차시 완료')).toBeVisible();
  await expect(card.getByText('진도율 29%')).toBeVisible();
  await expect(card.getByText('다음 학습: 실시간 질의응답 (매주 토요일 20시)')).toBeVisible();

  await views.getByRole('button', { name: '학습 진도', exact: true }).click();
  const cells = (lesson: string) =>
    main.getByRole('row', { name: new RegExp(`^${lesson}`) }).getByRole('cell');
  const watchedAt = /^\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}$/;
  await expect(cells('강의 소개와 학습 방법')).toHaveText([
    '강의 소개와 학습 방법',
    '영상',
    '완료',
    // the 75-second demo video watched whole: its length, said once
    '1분',
    watchedAt,
  ]);
  await expect(cells('핵심 개념 정리')).toHaveText([
    '핵심 개념 정리',
    '영상',
    '학습 중',
    // part of it: the seconds watched over its length
    /^(\d{1,2}초 \/ )?1분$/,
    watchedAt,
  ]);
  await expect(cells('개념 확인 퀴즈')).toHaveText([
    '개념 확인 퀴즈',
    '퀴즈',
    '완료',
    '최고 100점',
    '-',
  ]);

  await views.getByRole('button', { name: '성취', exact: true }).click();
  const perfect = main.getByRole('article', { name: '만점' });
  await expect(perfect.getByText('획득', { exact: true })).toBeVisible();
  await expect(perfect.getByText(`강의: ${LECTURE}`)).toBeVisible();
  await expect(perfect.getByText(/^\d{4}\.\d{2}\.\d{2} 획득$/)).toHaveText(
    new RegExp(`^(${[...passedOn].join('|')}) 획득$`),
  );
  await expect(
    main.getByRole('article', { name: '첫 걸음' }).getByText('획득', { exact: true }),
  ).toBeVisible();

  await views.getByRole('button', { name: '프로필', exact: true }).click();
  await expect(main.getByRole('heading', { level: 2, name: '테스트학생' })).toBeVisible();
  await expect(main.getByText(student.email, { exact: true })).toBeVisible();
  await expect(main.getByText('도쿄대학 · 공학부')).toBeVisible();
});

/** Plays from where the player stands and pauses, from inside the page, once `at` is reached. */
const playUntil = (page: Page, at: number) =>
  video(page).evaluate(
    (element: HTMLVideoElement, until: number) =>
      new Promise<number>((resolve) => {
        element.muted = true;
        const onTime = () => {
          if (element.currentTime < until) return;
          element.pause();
          element.removeEventListener('timeupdate', onTime);
          resolve(element.currentTime);
        };
        element.addEventListener('timeupdate', onTime);
        void element.play();
      }),
    at,
  );

test('opening a lesson without playing leaves its resume point; a pause is where a reload resumes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const student = await signUpStudent(page);
  await signIn(page, student);
  const lesson = '핵심 개념 정리';
  await openLesson(page, lesson);
  const detailId = new URL(page.url()).searchParams.get('detail');
  const stored = async () => {
    const response = await page.request.get(
      `${origins().classroom}/api/lectures/watch?lectureDetailId=${detailId}`,
    );
    return ((await response.json()) as { data: { lastPosition: number; resumeAt: number } }).data;
  };
  const atResume = (where: number) =>
    expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(where, 0);

  // play, pause: the pause saves the exact point
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/lectures/watch') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { position: number }).position >= 2,
  );
  const pausedAt = await playUntil(page, 2);
  const report = (await saved).request().postDataJSON() as { position: number };
  expect(report.position).toBeCloseTo(pausedAt, 1);

  // a reload resumes there, within a second
  await page.reload();
  await expect(page.getByText('이어보기 0:02')).toBeVisible();
  await atResume(pausedAt);
  expect((await stored()).lastPosition).toBeCloseTo(pausedAt, 1);

  // opened twice more without playing, and left: nothing is reported, the point stays
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/lectures/watch') && request.method() === 'POST')
      reports.push(request.postData() ?? '');
  });
  for (let visit = 0; visit < 2; visit += 1) {
    await openLesson(page, lesson);
    await expect(page.getByText('이어보기 0:02')).toBeVisible();
    await atResume(pausedAt);
  }
  await page.goto(`${origins().classroom}/dashboard`);
  await expect(page.getByRole('link', { name: '이어보기 0:02' })).toBeVisible();
  expect(reports).toEqual([]);
  const after = await stored();
  expect(after.lastPosition).toBeCloseTo(pausedAt, 1);
  expect(after.resumeAt).toBeCloseTo(pausedAt, 1);
});
