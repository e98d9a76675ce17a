import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test('a student sees their profile, asks, edits and deletes questions, and cannot open another student’s', async ({
  page,
  request,
}) => {
  // Eleven pages and four accessibility scans: about 55 s on a quiet machine, more under npm test.
  test.slow();
  const student = await signUpStudent(page);
  await signIn(page, student);
  await page.goto(`${origins().classroom}/mypage`);
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.getByText('도쿄대학 · 공학부')).toBeVisible();
  await expectAccessible(page);

  const ask = async (title: string) => {
    await page.goto(`${origins().classroom}/mypage/questions/new?lectureId=1`);
    await expect(page.getByRole('combobox', { name: '강의' })).toHaveValue(
      /EJU 물리 기초부터 실전까지/,
    );
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page.getByRole('textbox', { name: '내용' }).fill('시간 배분이 궁금합니다.');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page).toHaveURL(/\/mypage\?tab=ask$/);
  };

  await page.goto(`${origins().classroom}/mypage/questions/new`);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('강의를 선택하세요')).toBeVisible();
  await expectAccessible(page);

  await ask('고칠 질문');
  await ask('지울 질문');
  await expect(page.getByRole('link', { name: '고칠 질문' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: '고칠 질문' }).click();
  await page.getByRole('button', { name: '수정' }).click();
  await page.getByRole('textbox', { name: '제목' }).fill('고친 질문');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('heading', { name: '고친 질문' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${origins().classroom}/mypage?tab=ask`);
  await page.getByRole('link', { name: '지울 질문' }).click();
  await page.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mypage\?tab=ask$/);
  await expect(page.getByRole('link', { name: '지울 질문' })).toHaveCount(0);

  // Another student's question: the API answers 404 and the page says so.
  const other = await signUpStudent(page);
  const login = await request.post(`${origins().site}/api/auth/login`, {
    data: { username: other.email, password: other.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const theirs = await request.post(`${origins().site}/api/students/me/questions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lectureId: 1, title: '다른 학생 질문', content: '내용' },
  });
  const theirId = ((await theirs.json()) as { data: { id: number } }).data.id;
  await signIn(page, student);
  await page.goto(`${origins().classroom}/mypage/questions/${theirId}`);
  await expect(page.getByRole('alert')).toContainText('질문을 찾을 수 없습니다.');
});
