// the journey in docs/decisions/016-live-channel.md: a student and the lecture's teacher, each in
// their own browser, chat in a lesson's room; the teacher's bell counts the student's question and
// the student's bell the teacher's answer, as they happen. With PostgreSQL (TEST_DATABASE_URL) the
// two browsers use two API processes sharing the database, so every message crosses between
// processes through LISTEN/NOTIFY; without it both use the run's one server (PGlite is one process
// by design).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { expectAccessible } from '../src/a11y.ts';
import { origins as runOrigins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';
import { freePort, startServer, type RunningServer } from '../src/servers.ts';
import { collectBrowserErrors, expect, test } from '../src/test.ts';

type Origins = RunningServer['origins'];
const serverUrl = process.env.TEST_DATABASE_URL;
/** The demo student's name (apps/api seed). */
const STUDENT_NAME = '김하늘';

test.describe('lesson chat and notifications, live', () => {
  // Two more servers start (one after the other) on a machine that may be busy.
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  let servers: RunningServer[] = [];
  let sharedDir: string | undefined;
  let database: string | undefined;
  /** The student's process and the teacher's (the same one without PostgreSQL). */
  let studentSide: Origins;
  let teacherSide: Origins;

  const freeOrigins = async (): Promise<Origins> => {
    const [site, classroom, admin, storybook] = await Promise.all(
      Array.from({ length: 4 }, freePort),
    );
    return {
      site: `http://localhost:${site}`,
      classroom: `http://localhost:${classroom}`,
      admin: `http://localhost:${admin}`,
      storybook: `http://localhost:${storybook}`,
    };
  };

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    if (!serverUrl) {
      studentSide = teacherSide = runOrigins();
      return;
    }
    database = `academy_e2e_live_${Date.now()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    sharedDir = mkdtempSync(path.join(os.tmpdir(), 'academy-live-'));
    const env = { DATABASE_URL: url.toString(), DATA_DIR: sharedDir };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer(await freeOrigins(), env));
    servers.push(await startServer(await freeOrigins(), env));
    studentSide = servers[0]!.origins;
    teacherSide = servers[1]!.origins;
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    if (sharedDir) rmSync(sharedDir, { recursive: true, force: true });
    if (database) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    }
  });

  const bell = (page: Page) => page.getByRole('button', { name: /^알림/ });
  const unreadOf = async (page: Page) => {
    const label = (await bell(page).getAttribute('aria-label')) ?? '';
    return Number(/읽지 않음 (\d+)/.exec(label)?.[1] ?? 0);
  };

  test('a student and the teacher chat in a lesson room, and each bell counts the other side', async ({
    page: studentPage,
    browser,
    browserErrors,
  }) => {
    test.info().annotations.push({
      type: 'processes',
      description: serverUrl
        ? 'two API processes on PostgreSQL: the student on one, the teacher on the other'
        : 'one API process (no TEST_DATABASE_URL: PGlite runs one process by design)',
    });
    const teacherContext = await browser.newContext();
    const teacherErrors = collectBrowserErrors(teacherContext);
    const teacherPage = await teacherContext.newPage();
    await signIn(studentPage, 'student', studentSide);
    await signIn(teacherPage, 'teacher', teacherSide);

    // The student opens the live Q&A lesson of the demo teacher's lecture, and its chat.
    await studentPage.goto(`${studentSide.classroom}/dashboard`);
    await studentPage.getByRole('button', { name: 'EJU 이과 수학 코스2 실전' }).click();
    await studentPage
      .getByRole('navigation', { name: '학습 목차' })
      .getByRole('button', { name: /실시간 질의응답/ })
      .click();
    await expect(studentPage).toHaveURL(/detail=\d+/);
    const lesson = new URL(studentPage.url());
    const lectureId = Number(lesson.searchParams.get('lecture'));
    await studentPage.getByRole('tab', { name: '채팅 기록' }).click();
    const studentLog = studentPage.getByRole('log', { name: '채팅 메시지' });
    await expect(studentLog).toBeVisible();

    // The teacher opens the same lesson through the other process.
    await teacherPage.goto(`${teacherSide.classroom}${lesson.pathname}${lesson.search}`);
    await teacherPage.getByRole('tab', { name: '채팅 기록' }).click();
    const teacherLog = teacherPage.getByRole('log', { name: '채팅 메시지' });
    await expect(teacherLog).toBeVisible();
    // Each sees the other present.
    await expect(studentPage.getByRole('group', { name: '채팅방 참여자' })).toContainText('선생님');
    await expect(teacherPage.getByRole('group', { name: '채팅방 참여자' })).toContainText(
      STUDENT_NAME,
    );

    // An empty message is refused in Korean; a real one reaches the teacher at once.
    const studentBox = studentPage.getByRole('textbox', { name: '메시지' });
    await studentBox.fill('   ');
    await studentBox.press('Enter');
    await expect(studentPage.getByText('메시지를 입력해주세요.')).toBeVisible();
    const question = `예제 3번 풀이 부탁드려요 <b>꼭</b> https://example.com/q${Date.now()}`;
    await studentBox.fill(question);
    await studentBox.press('Enter');
    await expect(studentBox).toHaveValue('');
    await expect(teacherLog.getByText('예제 3번 풀이 부탁드려요 <b>꼭</b>')).toBeVisible();
    await expect(
      teacherLog.getByRole('link', { name: /^https:\/\/example\.com\/q\d+$/ }),
    ).toBeVisible();

    // The teacher answers in the room; the student hears it.
    const teacherBox = teacherPage.getByRole('textbox', { name: '메시지' });
    await teacherBox.fill('영상 12분부터 다시 보세요.');
    await teacherPage.getByRole('button', { name: '보내기' }).click();
    await expect(studentLog.getByText('영상 12분부터 다시 보세요.')).toBeVisible();
    await expectAccessible(studentPage);

    // Staff delete: everyone sees it as deleted.
    await teacherLog
      .getByRole('listitem')
      .filter({ hasText: '영상 12분부터 다시 보세요.' })
      .getByRole('button', { name: /메시지 삭제$/ })
      .click();
    await teacherPage.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(studentLog.getByText('삭제된 메시지입니다.')).toBeVisible();
    await expect(studentLog.getByText('영상 12분부터 다시 보세요.')).toHaveCount(0);

    // A question: the teacher's bell counts it; the answer: the student's bell, without a reload.
    const teacherUnread = await unreadOf(teacherPage);
    const studentUnread = await unreadOf(studentPage);
    const asked = await studentPage.request.post(`${studentSide.site}/api/students/me/questions`, {
      headers: { Origin: studentSide.classroom },
      data: { lectureId, title: '실시간 질문', content: '채팅에서 말씀드린 예제 3번입니다.' },
    });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    const questionId = ((await asked.json()) as { data: { id: number } }).data.id;
    await expect(bell(teacherPage)).toHaveAccessibleName(`알림, 읽지 않음 ${teacherUnread + 1}`);
    const answered = await teacherPage.request.post(
      `${teacherSide.admin}/api/teachers/me/questions/${questionId}/answer`,
      { headers: { Origin: teacherSide.admin }, data: { content: '영상 12분을 보세요.' } },
    );
    expect(answered.ok(), await answered.text()).toBeTruthy();
    await expect(bell(studentPage)).toHaveAccessibleName(`알림, 읽지 않음 ${studentUnread + 1}`);

    // The list names it and leads to the question; following it marks it read.
    await bell(studentPage).click();
    const entry = studentPage
      .getByRole('link', { name: /남긴 질문에 답변이 등록되었습니다/ })
      .first();
    await expect(entry).toHaveAttribute('href', `/mypage/questions/${questionId}`);
    await entry.click();
    await expect(studentPage).toHaveURL(new RegExp(`/mypage/questions/${questionId}$`));
    await expect(studentPage.getByText('영상 12분을 보세요.')).toBeVisible();
    await studentPage.goto(`${studentSide.classroom}/dashboard`);
    await expect(bell(studentPage)).toHaveAccessibleName(
      studentUnread === 0 ? '알림' : `알림, 읽지 않음 ${studentUnread}`,
    );

    expect(teacherErrors).toEqual([]);
    expect(browserErrors).toEqual([]);
    await teacherContext.close();
  });
});
