import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

// A phone: the sitting is meant to be taken on one (docs/product/mock-exams.md#sitting).
test.use({ viewport: { width: 412, height: 915 } });

const secondsLeft = (text: string | null) => {
  const parts = (text ?? '')
    .replace(/[^\d:]/g, '')
    .split(':')
    .map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

test('the demo student sits the open mock: answers saved through a lost connection, the same time after a reload, listening once, submitted', async ({
  page,
  context,
  browserErrors,
}) => {
  test.slow();
  await signIn(page, 'student');
  await page.goto(`${origins().classroom}/mock-exams`);
  const card = page.getByRole('listitem').filter({ hasText: '12월 EJU 일본어 모의고사' });
  await card.getByRole('link', { name: '시작하기' }).click();
  await expect(page.getByRole('heading', { name: '응시 안내' })).toBeVisible();
  await page.getByRole('button', { name: '시작하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '시작' }).click();

  // 記述: a prompt, then the text with its count
  await expect(page.getByRole('heading', { name: '기술 (記述)' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page
    .getByRole('textbox', { name: '답안' })
    .fill('私は専門知識と教養の両方が大切だと考える。');
  await expect(page.getByText(/^21자 \/ 목표 400~500자/)).toBeVisible();
  await expect(page.getByText('저장됨')).toBeVisible();
  await page
    .getByRole('navigation', { name: '문항 이동' })
    .getByRole('button', { name: '검토하기' })
    .click();
  await page.getByRole('button', { name: '다음 섹션' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  // 読解: one answer online, one while the connection is lost
  await expect(page.getByRole('heading', { name: '독해 (読解)' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await expect(page.getByText('저장됨')).toBeVisible();
  await page.getByRole('button', { name: /^2번 문항/ }).click();
  await context.setOffline(true);
  await page.getByRole('radio').nth(1).check();
  await expect(page.getByText('연결이 끊겨 저장 대기 중')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('저장됨')).toBeVisible();
  await expect(page.getByRole('button', { name: '2번 문항 (답함)' })).toBeVisible();
  // the browser logs the saves it could not send while offline: expected here, nothing else is
  const lost = /ERR_INTERNET_DISCONNECTED .*\/sitting\/answers\/\d+\)$/;
  expect(browserErrors.splice(0).filter((error) => !lost.test(error))).toEqual([]);

  // a reload reads the same clock and the saved answers
  const before = secondsLeft(await page.getByTestId('time-left').textContent());
  await page.reload();
  await expect(page.getByRole('heading', { name: '독해 (読解)' })).toBeVisible();
  const after = secondsLeft(await page.getByTestId('time-left').textContent());
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThan(30);
  await expect(page.getByRole('button', { name: '1번 문항 (답함)' })).toBeVisible();
  await page.getByRole('button', { name: '2번 문항 (답함)' }).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();

  await page
    .getByRole('navigation', { name: '문항 이동' })
    .getByRole('button', { name: '검토하기' })
    .click();
  await expect(page.getByText('답하지 않은 문항 4개')).toBeVisible();
  await page.getByRole('button', { name: '다음 섹션' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  // 聴解: played once, the button gone after
  await expect(page.getByRole('heading', { name: '청해·청독해 (聴解・聴読解)' })).toBeVisible();
  await page.getByRole('button', { name: '듣기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '재생' }).click();
  await expect(page.getByText(/재생 중…|재생이 끝났습니다\./)).toBeVisible();
  await expect(page.getByRole('button', { name: '듣기' })).toHaveCount(0);
  await page.getByRole('radio').first().check();
  await expect(page.getByText('저장됨')).toBeVisible();
  await page.reload();
  await expect(page.getByText('이미 들은 문제입니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '듣기' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: '문항 이동' })
    .getByRole('button', { name: '검토하기' })
    .click();
  await page.getByRole('button', { name: '제출' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '제출했습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '결과 보기' })).toHaveAttribute(
    'href',
    /\/mock-exams\/\d+\/result$/,
  );
});
