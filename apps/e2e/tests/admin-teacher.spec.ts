import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn, signUpStudent } from '../src/session.ts';

test('a student who opens the admin sees the no-access page, not the admin', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto(`${origins().admin}/admin/lectures`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toHaveCount(0);
});

test('the demo teacher answers a new question and edits the answer', async ({ page, request }) => {
  // A fresh student asks about the demo teacher's first lecture.
  const student = await signUpStudent(page);
  const login = await request.post(`${origins().site}/api/auth/login`, {
    data: { username: student.email, password: student.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const title = `e2e 질문 ${Date.now()}`;
  const asked = await request.post(`${origins().site}/api/lectures/1/questions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, content: '시간 배분이 궁금합니다.' },
  });
  expect(asked.status()).toBe(201);

  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/qna`);
  await expect(page.getByRole('heading', { level: 1, name: '질의응답' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/qna\/\d+\/answer$/);
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByRole('alert')).toHaveText('답변 내용을 입력하세요');
  await page
    .getByRole('textbox', { name: '답변 내용' })
    .fill('긴 지문은 5분을 기준으로 연습하세요.');
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page).toHaveURL(/\/admin\/qna\/\d+$/);
  await expect(page.getByText('긴 지문은 5분을 기준으로 연습하세요.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: '답변 수정' }).click();
  await expect(page.getByRole('textbox', { name: '답변 내용' })).toHaveValue(
    '긴 지문은 5분을 기준으로 연습하세요.',
  );
  await page
    .getByRole('textbox', { name: '답변 내용' })
    .fill('긴 지문은 5분, 짧은 지문은 2분입니다.');
  await page.getByRole('button', { name: '수정' }).click();
  await expect(page.getByText('긴 지문은 5분, 짧은 지문은 2분입니다.')).toBeVisible();
});

test('the demo teacher gives passing feedback and the submission becomes read-only', async ({
  page,
  request,
}) => {
  const student = await signUpStudent(page);
  const login = await request.post(`${origins().site}/api/auth/login`, {
    data: { username: student.email, password: student.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const link = `https://blog.example.com/e2e-${Date.now()}`;
  const submitted = await request.post(`${origins().site}/api/lectures/submit-link`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lectureDetailId: 5, reviewUrl: link },
  });
  expect(submitted.status()).toBe(201);
  const submissionId = ((await submitted.json()) as { data: { submissionId: number } }).data
    .submissionId;

  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/assignments`);
  await expect(page.getByText(/총 그룹 \d+개/)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${origins().admin}/admin/assignments/${submissionId}`);
  await expect(page.getByRole('link', { name: link })).toBeVisible();
  await page.getByRole('textbox', { name: '피드백' }).fill('  잘 정리했습니다.  ');
  await page.getByRole('checkbox', { name: '통과' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(`${origins().admin}/admin/assignments`);

  await page.goto(`${origins().admin}/admin/assignments/${submissionId}`);
  await expect(page.getByText('이미 피드백이 제출되어 수정할 수 없습니다.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '피드백' })).toHaveValue('잘 정리했습니다.');
  await expect(page.getByRole('button', { name: '저장' })).toBeDisabled();
  await expectAccessible(page);
});

test('the demo teacher creates a lecture with an image, lands on it and finds it in the list', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/lectures/new`);
  await expect(page.getByRole('heading', { level: 1, name: '강의등록' })).toBeVisible();
  await page.getByRole('button', { name: '강의 등록' }).click();
  await expect(page.getByText('강의명을 입력하세요')).toBeVisible();
  await expect(page.getByText('대표 이미지를 선택하세요')).toBeVisible();
  const title = `e2e 강의 ${Date.now()}`;
  await page.getByRole('textbox', { name: '강의명' }).fill(title);
  await page.getByRole('textbox', { name: '가격 (원)' }).fill('150000');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('region', { name: '미리보기' }).getByText('150,000원')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '강의 등록' }).click();
  // the new lecture opens, to be built; the list has it too
  await expect(page).toHaveURL(new RegExp(`${origins().admin}/admin/lectures/\\d+$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('the demo admin registers an instructor who can then log in', async ({ page, request }) => {
  await signIn(page, 'admin');
  await page.goto(`${origins().admin}/admin/instructors/new`);
  await expect(page.getByRole('heading', { level: 1, name: '강사등록' })).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('이름을 입력하세요');
  const id = `teacher${Date.now()}`;
  await page.getByRole('textbox', { name: '이름', exact: true }).fill('새선생');
  await page.getByRole('textbox', { name: '연락처' }).fill('01055556666');
  await expect(page.getByRole('textbox', { name: '연락처' })).toHaveValue('010-5555-6666');
  await page.getByRole('textbox', { name: '이메일 아이디' }).fill(id);
  await page.getByRole('combobox', { name: '이메일 도메인' }).click();
  await page.getByRole('option', { name: 'gmail.com' }).click();
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('teacher-pass-1');
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('teacher-pass-1');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('강의분야를 최소 1개 이상 선택하세요');
  await page.getByRole('combobox', { name: '강의 분야' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: '물리' }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(`${origins().admin}/admin/instructors`);
  // the list shows the email masked (docs/product/security.md: least exposure)
  await expect(page.getByText('te***@gmail.com')).toBeVisible();
  await expect(page.getByText(`${id}@gmail.com`)).toHaveCount(0);

  const login = await request.post(`${origins().site}/api/auth/login`, {
    data: { username: `${id}@gmail.com`, password: 'teacher-pass-1' },
  });
  expect(login.status()).toBe(200);
});

test('the demo teacher adds a chapter and a video lesson, uploads a video, plays it and deletes it', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/lectures/2`);
  const chapter = `e2e 챕터 ${Date.now()}`;
  await page.getByRole('textbox', { name: '챕터 제목' }).fill(chapter);
  await page.getByRole('button', { name: '챕터 추가' }).click();
  const panel = page.getByRole('region', { name: `${chapter} 챕터` });
  await panel.getByRole('textbox', { name: '디테일 제목' }).fill('업로드 영상');
  // the type's code typed still finds it (영상)
  await panel.getByRole('combobox', { name: '디테일 유형' }).fill('video');
  await panel.getByRole('button', { name: '디테일 추가' }).click();
  await expect(panel.getByText('업로드 영상')).toBeVisible();

  // the lesson's actions are in its ⋯ menu
  const menu = async (item: string) => {
    await panel.getByRole('button', { name: '업로드 영상 메뉴' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  };
  await menu('컨텐츠 추가');
  const dialog = page.getByRole('dialog', { name: '업로드 영상 컨텐츠' });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('영상 파일을 선택하세요.');
  const sample = readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../api/src/db/seed/assets/sample.webm',
    ),
  );
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'lesson.webm', mimeType: 'video/webm', buffer: sample });
  await dialog
    .getByRole('textbox', { name: '설명', exact: true })
    .fill('업로드한 영상 강의입니다.');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  await menu('영상 재생');
  await expect(page.locator('iframe[title$="영상 플레이어"]')).toHaveAttribute(
    'src',
    /\/api\/videos\/.+\/player\?expires=/,
  );
  const player = page.frameLocator('iframe[title$="영상 플레이어"]');
  await expect(player.locator('video')).toBeVisible();
  await page.keyboard.press('Escape');

  await menu('컨텐츠 삭제');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await panel.getByRole('button', { name: '업로드 영상 메뉴' }).click();
  await expect(page.getByRole('menuitem', { name: '컨텐츠 추가' })).toBeVisible();
});

test('the demo teacher sets a live lesson’s time and join link, and an enrolled student sees both', async ({
  page,
  browser,
}) => {
  test.slow();
  const student = await signUpStudent(page);
  // five minutes from now (Seoul's wall clock): the link is already open, the status still 방송 예정
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  const seoul = new Date(start.getTime() + 9 * 3600_000);
  const local = seoul.toISOString().slice(0, 16);
  const weekdays = ['일', '월', '화', '수', '목', '금', '토'];
  const dateOf = (at: Date) =>
    `${at.getUTCMonth() + 1}월 ${at.getUTCDate()}일 (${weekdays[at.getUTCDay()]})`;
  const day = `${dateOf(seoul)} ${local.slice(11)}`;
  // the end names its day too when the hour runs past Seoul's midnight
  const seoulEnd = new Date(seoul.getTime() + 60 * 60_000);
  const end =
    seoulEnd.getUTCDate() === seoul.getUTCDate()
      ? seoulEnd.toISOString().slice(11, 16)
      : `${dateOf(seoulEnd)} ${seoulEnd.toISOString().slice(11, 16)}`;
  const link = `https://zoom.us/j/${Date.now()}`;
  const lesson = `e2e 라이브 ${Date.now()}`;

  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/lectures/2`);
  const chapter = `e2e 라이브 챕터 ${Date.now()}`;
  await page.getByRole('textbox', { name: '챕터 제목' }).fill(chapter);
  await page.getByRole('button', { name: '챕터 추가' }).click();
  const panel = page.getByRole('region', { name: `${chapter} 챕터` });
  await panel.getByRole('textbox', { name: '디테일 제목' }).fill(lesson);
  await panel.getByRole('combobox', { name: '디테일 유형' }).fill('라이브');
  await panel.getByRole('button', { name: '디테일 추가' }).click();
  await panel.getByRole('button', { name: `${lesson} 메뉴` }).click();
  await page.getByRole('menuitem', { name: '디테일 수정' }).click();
  const dialog = page.getByRole('dialog', { name: '디테일 수정' });
  await dialog.getByLabel('방송 시작 시각 (한국 시간)').fill(local);
  await dialog.getByRole('textbox', { name: '방송 시간 (분)' }).fill('60');
  await dialog.getByRole('textbox', { name: '입장 링크' }).fill('http://zoom.us/j/1');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '입장 링크는 https://로 시작하는 주소여야 합니다.',
  );
  await dialog.getByRole('textbox', { name: '입장 링크' }).fill(link);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const classroom = await other.newPage();
    await signIn(classroom, student);
    await classroom.goto(`${origins().classroom}/dashboard`);
    await classroom.getByRole('button', { name: 'EJU 이과 수학 코스2 실전' }).click();
    await classroom
      .getByRole('navigation', { name: '학습 목차' })
      .getByRole('button', { name: lesson })
      .click();
    await expect(classroom.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
    await expect(classroom.getByText('라이브 상태: 방송 예정')).toBeVisible();
    await expect(classroom.getByText(`방송 시간: ${day} ~ ${end}`)).toBeVisible();
    await expect(
      classroom.getByRole('link', { name: `${lesson} 방송 입장 (새 창)` }),
    ).toHaveAttribute('href', link);
  } finally {
    await other.close();
  }
});
