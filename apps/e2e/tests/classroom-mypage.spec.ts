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
  await expect(page.getByText(student.email, { exact: true })).toBeVisible();
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

test('a student edits the profile, records an official EJU sitting, changes the password and withdraws', async ({
  page,
}) => {
  test.slow();
  const student = await signUpStudent(page, origins(), { enrol: false });
  await signIn(page, student);
  await page.goto(`${origins().classroom}/mypage`);

  // The profile edit: saved, the profile shows it.
  await page.getByRole('button', { name: '프로필 수정' }).click();
  const profileForm = page.getByRole('form', { name: '프로필 수정' });
  await profileForm.getByRole('textbox', { name: '주소' }).fill('부산시 해운대구 센텀로 2');
  await profileForm.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('부산시 해운대구 센텀로 2')).toBeVisible();
  await expect(profileForm).toHaveCount(0);

  // An official sitting: 読解 170 + 聴解・聴読解 150 = 320 of 400.
  await page.getByRole('button', { name: '성적 추가' }).click();
  const sittingForm = page.getByRole('form', { name: '공식 EJU 성적 추가' });
  await sittingForm.getByRole('textbox', { name: '시행 연도' }).fill('2026');
  await sittingForm.getByRole('combobox', { name: '회차' }).click();
  await page.getByRole('option', { name: '6월' }).click();
  await sittingForm.getByRole('textbox', { name: '일본어 독해 (読解) (0-200)' }).fill('170');
  await sittingForm
    .getByRole('textbox', { name: '일본어 청해·청독해 (聴解・聴読解) (0-200)' })
    .fill('150');
  await sittingForm.getByRole('button', { name: '저장' }).click();
  const latest = page.getByRole('region', { name: '최근 응시 회차' });
  await expect(latest).toContainText('2026년 6월');
  await expect(latest).toContainText('320 / 400');
  await expectAccessible(page);

  // The password change: this session stays; the new password signs in, the old one does not.
  await page.getByRole('button', { name: '계정 설정' }).click();
  const newPassword = 'changed-password-5678';
  await page.getByLabel('현재 비밀번호', { exact: true }).fill(student.password);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
  const old = await page.request.post(`${origins().site}/api/auth/login`, {
    data: { username: student.email, password: student.password },
  });
  expect(old.status()).toBe(401);
  await signIn(page, { email: student.email, password: newPassword });

  // The withdrawal: the password, the spec's confirmation, then the goodbye page.
  await page.goto(`${origins().classroom}/mypage?tab=settings`);
  await expect(page.getByText('기록한 공식 EJU 성적')).toBeVisible();
  const dialog = page.getByRole('dialog');
  // Typed before the page has hydrated, the password is lost to the first render: type again.
  await expect(async () => {
    await page.getByLabel('비밀번호', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(dialog).toContainText(
      '정말 계정을 탈퇴하시겠습니까? 이 작업은 되돌릴 수 없습니다.',
      { timeout: 3000 },
    );
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`${origins().site}/goodbye`);
  await expect(page.getByRole('heading', { name: '탈퇴가 완료되었습니다' })).toBeVisible();
  const gone = await page.request.post(`${origins().site}/api/auth/login`, {
    data: { username: student.email, password: newPassword },
  });
  expect(gone.status()).toBe(401);
});
