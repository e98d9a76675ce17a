import { readFile } from 'node:fs/promises';
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test('a new student who declined marketing downloads their data, finds the consents in it, and turns marketing on', async ({
  page,
}) => {
  // Signed up with the required consents only (signUpStudent declines the optional ones).
  const student = await signUpStudent(page, origins(), { enrol: false });
  await signIn(page, student);
  await page.goto(`${origins().classroom}/mypage?tab=privacy`);

  const consents = page.getByRole('region', { name: '동의 현황' });
  const marketing = consents.getByRole('switch', { name: '마케팅 정보 수신 동의' });
  await expect(marketing).not.toBeChecked();
  await expect(consents.getByText(/^1판 동의 · /)).toHaveCount(2);
  await expectAccessible(page);

  // 내 정보 내려받기: requested, built in the background, downloaded once.
  const exports = page.getByRole('region', { name: '내 정보 내려받기' });
  await exports.getByRole('button', { name: '내려받기 요청' }).click();
  const [download, link] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((response) => response.url().endsWith('/link')),
    exports.getByRole('button', { name: '내려받기', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{8}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { userId: string; name: string; studentContact: string };
    consents: { kind: string; version: number; granted: boolean; source: string }[];
  };
  expect(file.profile).toMatchObject({
    userId: student.email,
    name: '테스트학생',
    studentContact: '010-1234-5678',
  });
  expect(file.consents.map(({ kind, granted, source }) => [kind, granted, source])).toEqual([
    ['TERMS', true, 'SIGNUP'],
    ['PRIVACY', true, 'SIGNUP'],
    ['PRIVACY_OPTIONAL', false, 'SIGNUP'],
    ['MARKETING', false, 'SIGNUP'],
  ]);
  await expect(exports.getByText('내려받음')).toBeVisible();
  // The link worked once: a second use is refused in Korean.
  const { data } = (await link.json()) as { data: { url: string } };
  const again = await page.request.get(`${origins().classroom}${data.url}`);
  expect(again.status()).toBe(410);
  expect(((await again.json()) as { message: string }).message).toBe(
    '이미 사용한 내려받기 링크입니다. 파일이 필요하면 새로 요청해주세요.',
  );

  // Marketing on: a new record at the top of the history.
  // The switch's track is what a pointer reaches (the input under it is transparent).
  await marketing.click({ force: true });
  await expect(page.getByText('동의했습니다.')).toBeVisible();
  await expect(marketing).toBeChecked();
  const latest = page.getByRole('region', { name: '동의 기록' }).getByRole('row').nth(1);
  await expect(latest).toContainText('마케팅 정보 수신');
  await expect(latest).toContainText('마이페이지');
});
