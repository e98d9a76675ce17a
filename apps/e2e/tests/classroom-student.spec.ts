import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test('a visitor is sent to the site login and comes back to the classroom after it', async ({
  page,
}) => {
  await page.goto(`${origins().classroom}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${origins().site}/login\\?returnTo=`));
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill('student@academy.test');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('student1234');
  await page.getByRole('button', { name: '로그인' }).last().click();
  await expect(page).toHaveURL(`${origins().classroom}/dashboard`);
  await expect(page.getByRole('navigation', { name: '강의 목록' })).toBeVisible();
});

test('a student opens a lecture and a video lesson, then submits an assignment link that stays after a reload', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await page.goto(`${origins().classroom}/dashboard`);
  // the classroom opens on the student's dashboard: nothing watched yet, their lecture, its lesson
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByText('아직 시청한 영상이 없습니다. 강의를 골라 학습을 시작하세요.'),
  ).toBeVisible();
  await expect(
    main.getByRole('article', { name: 'EJU 일본어 독해 완성' }).getByText('진도율 0%'),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: '최근 공지사항' })).toBeVisible();
  await page.getByRole('button', { name: 'EJU 일본어 독해 완성' }).click();
  const outline = page.getByRole('navigation', { name: '학습 목차' });
  await expect(outline.getByText('수강 기간 90일 남음')).toBeVisible();
  await outline.getByRole('button', { name: /강의 소개와 학습 방법/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '강의 소개와 학습 방법' }),
  ).toBeVisible();
  await expect(page.locator('iframe[title$="영상 플레이어"]')).toHaveAttribute(
    'src',
    /\/api\/videos\/.+\/player\?expires=/,
  );
  await expect(page.getByRole('link', { name: /학습계획표\.pdf 내려받기/ })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('textbox', { name: '과제 URL' })
    .fill('  https://blog.example.com/my-note  ');
  await page.getByRole('button', { name: '과제 제출' }).click();
  await expect(page.getByRole('link', { name: 'https://blog.example.com/my-note' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'https://blog.example.com/my-note' })).toBeVisible();
  await expect(page.getByText('선생님의 피드백을 기다리고 있습니다.')).toBeVisible();

  await outline.getByRole('button', { name: /개념 확인 퀴즈/ }).click();
  await expect(page.getByText('위의 퀴즈를 완료하세요')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
});
