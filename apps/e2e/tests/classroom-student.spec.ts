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
    /\/api\/videos\/.+\/player\?pt=/,
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

// A 1x1 PNG: the photo of the problem (the server checks its content and re-encodes it).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a student asks with a photo, the teacher finds it among the unanswered of its lecture and answers, and the student follows up', async ({
  page,
  browser,
}) => {
  // Two people and six screens: three times the usual time on a busy machine.
  test.slow();
  const student = await signUpStudent(page);
  await signIn(page, student);
  await page.goto(`${origins().classroom}/mypage/questions/new?lectureId=1&detailId=1`);
  // The classroom's header leads back to the lesson the question is asked from.
  await expect(page.getByRole('link', { name: '강의로 돌아가기' })).toHaveAttribute(
    'href',
    '/dashboard?lecture=1&detail=1',
  );
  const title = `사진 질문 ${Date.now()}`;
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).fill('사진의 3번 문제를 모르겠습니다.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'problem.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/questions\/\d+$/);
  const photo = page.getByRole('img', { name: '첨부 사진 1' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '강의로 돌아가기' })).toHaveAttribute(
    'href',
    '/dashboard?lecture=1',
  );
  await expectAccessible(page);

  // The teacher, in a browser of their own, filters the board to 미답변 of the lecture.
  const staff = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const teacher = await staff.newPage();
  await signIn(teacher, 'teacher');
  await teacher.goto(`${origins().admin}/admin/qna`);
  await expect(teacher.getByLabel(/미답변 질문 \d+개/)).toBeVisible();
  // The segmented control's radio is visually hidden: its label is what a person clicks.
  await teacher.locator('label[for$="-UNANSWERED"]').click();
  await teacher.getByRole('combobox', { name: '강의', exact: true }).click();
  await teacher.getByRole('option', { name: 'EJU 물리 기초부터 실전까지' }).click();
  await expect(teacher).toHaveURL(/status=UNANSWERED/);
  await expect(teacher).toHaveURL(/lectureId=1/);
  await teacher.getByRole('link', { name: title }).click();
  await expect(teacher).toHaveURL(/\/admin\/qna\/\d+\/answer$/);
  await expect(teacher.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
  await teacher.getByRole('textbox', { name: '답변 내용' }).fill('양변을 x로 미분해 보세요.');
  await teacher.getByRole('button', { name: '제출' }).click();
  await expect(teacher).toHaveURL(/\/admin\/qna\/\d+$/);

  // The student reads the answer and asks a follow-up: the question waits for staff again.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByText('양변을 x로 미분해 보세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '추가 질문 내용' }).fill('우변은 어떻게 되나요?');
  await page.getByRole('button', { name: '추가 질문 등록' }).click();
  const followUp = page.getByRole('region', { name: '추가 질문' });
  await expect(followUp).toContainText('우변은 어떻게 되나요?');
  await expect(followUp).toContainText('답변을 기다리고 있습니다.');

  await teacher.goto(`${origins().admin}/admin/qna?status=UNANSWERED&lectureId=1`);
  await teacher.getByRole('link', { name: title }).click();
  await expect(teacher).toHaveURL(/\/admin\/qna\/\d+$/);
  await teacher.getByRole('textbox', { name: '추가 질문 답변' }).fill('곱의 미분을 쓰세요.');
  await teacher.getByRole('button', { name: '답변 등록' }).click();
  await expect(teacher.getByText('곱의 미분을 쓰세요.')).toBeVisible();
  await staff.close();

  // The thread shows in order: the answer, then the follow-up and its answer.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(followUp).toContainText('곱의 미분을 쓰세요.');
  await expect(page.getByText('답변을 기다리고 있습니다.')).toHaveCount(0);
});
