// axe on every main staff screen, as an admin opens it from its address, and on the student's
// my page: no serious or critical finding (WCAG 2.1 A and AA, docs/product/screens.md), and the
// my page with no moderate one either, axe's best practices included.
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { settled, trackRequests } from '../src/settled.ts';
import { signIn } from '../src/session.ts';

test('the admin screens pass axe', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  const admin = origins().admin;
  const read = async <T>(path: string) =>
    ((await (await page.request.get(`${admin}/api/${path}`)).json()) as { data: T }).data;
  const [lecture] = await read<{ lectureId: number }[]>('admin/lectures/my-lectures');
  const paths = [
    '/admin/lectures',
    `/admin/lectures/${lecture!.lectureId}`,
    '/admin/banners',
    '/admin/instructors',
    '/admin/instructors/new',
    '/admin/notices',
    '/admin/qna',
    '/admin/enrolments',
    '/admin/access-log',
    '/admin/outbox',
  ];
  const requests = trackRequests(page);
  for (const path of paths) {
    await page.goto(`${admin}${path}`);
    await settled(page, requests);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

test('the my page passes axe with no moderate finding either', async ({ page }) => {
  await signIn(page, 'student');
  const requests = trackRequests(page);
  await page.goto(`${origins().classroom}/mypage`);
  await settled(page, requests);
  await expectAccessible(page, { least: 'moderate', bestPractice: true });
  // 알림 설정: the switches per template and channel
  await page.goto(`${origins().classroom}/mypage?tab=notifications`);
  await settled(page, requests);
  await expect(page.getByRole('heading', { name: '알림 설정', level: 2 })).toBeVisible();
  await expectAccessible(page, { least: 'moderate', bestPractice: true });
});
