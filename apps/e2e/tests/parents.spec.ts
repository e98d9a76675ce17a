// A parent follows a child (docs/product/parents.md): the student invites a guardian by email from
// my page, the invitation's link (read from the outbox row, as the mail would carry it) opens the
// site's acceptance page, the guardian makes a parent account there and lands on /children with
// the child listed. On its own server over a fresh PostgreSQL database, so the journey can read
// the outbox the server wrote (the embedded database is the server's alone).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expectAccessible } from '../src/a11y.ts';
import { expect, test } from '../src/test.ts';
import { signIn } from '../src/session.ts';
import { freePort, startServer, type RunningServer } from '../src/servers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('a guardian invited by a student', () => {
  test.skip(
    !serverUrl,
    'needs a PostgreSQL server (npm test sets TEST_DATABASE_URL when one answers)',
  );
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let server: RunningServer;
  let dataDir: string;
  let database: string;
  let databaseUrl: string;

  test.beforeAll(async () => {
    database = `academy_e2e_parents_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-parents-'));
    const [site, classroom, adminPort, storybook] = await Promise.all(
      Array.from({ length: 4 }, freePort),
    );
    server = await startServer(
      {
        site: `http://localhost:${site}`,
        classroom: `http://localhost:${classroom}`,
        admin: `http://localhost:${adminPort}`,
        storybook: `http://localhost:${storybook}`,
      },
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  /** The accept link of the newest invitation message to `email`. */
  async function linkSentTo(email: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ variables: { acceptUrl: string } }>(
        `select variables from outbox_messages where template = 'guardian-invitation' and address = $1 order by id desc limit 1`,
        [email],
      );
      return rows[0]!.variables.acceptUrl;
    } finally {
      await client.end();
    }
  }

  test('the student invites by email; the guardian makes an account and sees the child', async ({
    browser,
  }) => {
    const { origins } = server;
    const student = await browser.newContext();
    const studentPage = await student.newPage();
    await signIn(studentPage, 'student', origins);
    await studentPage.goto(`${origins.classroom}/mypage?tab=guardians`);
    await expect(studentPage.getByRole('heading', { name: '나의 보호자' })).toBeVisible();
    // The demo student is followed by the demo parent, linked by the academy; under 19 (no birth
    // date), she cannot remove them herself.
    await expect(studentPage.getByText('김미숙')).toBeVisible();
    await expect(studentPage.getByText(/삭제는 학원에 요청해주세요/)).toBeVisible();

    const invite = studentPage.getByRole('form', { name: '보호자 초대하기' });
    // A student's address is refused at once, and the form keeps it.
    await invite.getByLabel('보호자 이메일').fill('seojun.lee@academy.test');
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    await expect(invite.getByRole('alert')).toContainText('학생 계정으로 가입된 이메일입니다');
    await invite.getByLabel('보호자 이메일').fill('dad@example.com');
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    await expect(studentPage.getByText('dad@example.com')).toBeVisible();
    await student.close();

    const link = await linkSentTo('dad@example.com');
    expect(link.startsWith(`${origins.site}/guardian/accept?token=`)).toBe(true);

    const guardian = await browser.newContext();
    const page = await guardian.newPage();
    await page.goto(link);
    await expect(page.getByText('김하늘 학생이 보호자로 초대했습니다.')).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('form', { name: '보호자 계정 만들기' });
    await form.getByLabel('이름', { exact: true }).fill('김아빠');
    await expect(form.getByLabel('이메일', { exact: true })).toHaveValue('dad@example.com');
    await form.getByLabel('비밀번호', { exact: true }).fill('dad-password-1234');
    await form.getByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }).check();
    await form
      .getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 (필수)에 동의합니다' })
      .check();
    await form.getByRole('button', { name: '계정 만들고 수락' }).click();
    await expect(page.getByText('연결되었습니다')).toBeVisible();
    await page.getByRole('link', { name: '자녀 학습 현황 보기' }).click();
    await expect(page).toHaveURL(`${origins.classroom}/children`);
    await expect(page.getByRole('heading', { name: '김하늘' })).toBeVisible();
    await expect(page.getByRole('link', { name: '학습 현황 보기' })).toHaveAttribute(
      'href',
      /\/children\/\d+$/,
    );
    await expectAccessible(page);
    // The child's week, read-only, with the parent's own links kept.
    await page.getByRole('link', { name: '학습 현황 보기' }).click();
    await expect(page.getByRole('heading', { name: '김하늘 학생의 학습 현황' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '수강 중인 강의' })).toBeVisible();
    await expect(page.getByRole('link', { name: '자녀 목록' })).toBeVisible();
    await expectAccessible(page);
    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('이미 수락된 초대입니다');
    // A student's page of the classroom sends a parent back to the children.
    await page.goto(`${origins.classroom}/dashboard`);
    await expect(page).toHaveURL(`${origins.classroom}/children`);
    await guardian.close();
  });
});
