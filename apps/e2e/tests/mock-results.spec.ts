// docs/product/mock-exams.md (grading and results): the demo teacher opens the closed 11월 mock's
// results, reads a histogram, downloads the CSV with a reason, regrades the demo student's 記述;
// the student then reads the new level on their result page at a phone's width.
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

/** A page's first screen waits for the session check: slow while other suites share the cores. */
const LOAD = { timeout: 30_000 };
/** The demo seed's mocks in order: 12월 (open), 11월 (closed and graded), the 数学 draft. */
const CLOSED_MOCK = 2;

test('a teacher reads a mock’s distribution, exports it, regrades a 記述 the student then sees', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/mock-exams/${CLOSED_MOCK}/results`);
  await expect(page.getByRole('heading', { name: '11월 EJU 일본어 모의고사 결과' })).toBeVisible(
    LOAD,
  );
  // the histogram's figures are a table a screen reader reads
  const reading = page.getByRole('table', { name: '독해 (読解) 점수 분포' });
  await expect(reading.getByRole('row')).toHaveCount(11);
  const students = page.getByRole('table', { name: '학생별 점수' });
  await expect(students.getByRole('row').filter({ hasText: '김하늘' })).toHaveCount(1);
  await expectAccessible(page);

  // the CSV asks why first
  await page.getByRole('button', { name: 'CSV 내려받기' }).click();
  const ask = page.getByRole('dialog', { name: '내보내는 이유' });
  await ask.getByRole('textbox', { name: '이유' }).fill('11월 모의고사 성적 상담');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ask.getByRole('button', { name: '내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  // the 記述 queue: regrade the demo student's answer
  await page.getByRole('link', { name: '기술 채점하기' }).click();
  await page.getByRole('link', { name: '김하늘 다시 채점' }).click(LOAD);
  await expect(page.getByRole('heading', { name: '김하늘 학생의 답안' })).toBeVisible(LOAD);
  await page.getByRole('radio', { name: '45점' }).check();
  const comment = page.getByRole('textbox', { name: '코멘트' });
  await comment.fill('근거와 예시가 좋아졌습니다. 결론을 조금 더 분명하게 써 보세요.');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('기술 점수를 저장했습니다.')).toBeVisible(LOAD);

  // the student reads the new level, at a phone's width
  await page.setViewportSize({ width: 412, height: 900 });
  await signIn(page, 'student');
  await page.goto(`${origins().classroom}/mock-exams/${CLOSED_MOCK}/result`);
  const writing = page.getByRole('region', { name: '기술 (記述)' });
  await expect(writing.getByText('45 / 50')).toBeVisible(LOAD);
  await expect(writing.getByText('결론을 조금 더 분명하게')).toBeVisible();
  await expect(page.getByRole('heading', { name: '다음에 공부할 단원' })).toBeVisible();
  await expectAccessible(page);
});
