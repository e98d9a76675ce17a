// Decision 028: a staff screen or a classroom page opened from its address comes with what it
// shows first, read by the server with the caller's cookie; the browser asks the API nothing
// until the person does something (images aside; the live channel is a WebSocket).
import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { settled, trackRequests } from '../src/settled.ts';
import { signIn } from '../src/session.ts';

/** Opens each address as a new document and lists the API calls made until the page has settled. */
async function callsOfFirstVisits(page: Page, urls: string[]) {
  const calls: Record<string, string[]> = {};
  let current: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/'))
      current.push(`${request.method()} ${pathname}`);
  });
  const requests = trackRequests(page);
  for (const url of urls) {
    current = [];
    await page.goto(url);
    await settled(page, requests);
    calls[new URL(url).pathname] = current;
  }
  return calls;
}

const nothingAsked = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, []]));

test('every staff screen opened from its address asks the API nothing', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  const admin = origins().admin;
  const read = async <T>(path: string) =>
    ((await (await page.request.get(`${admin}/api/${path}`)).json()) as { data: T }).data;
  const [lecture] = await read<{ lectureId: number }[]>('admin/lectures/my-lectures');
  const paths = [
    '/admin/enrolments',
    '/admin/assignments',
    '/admin/notices',
    '/admin/reviews',
    '/admin/pass-stories',
    '/admin/mock-exams',
    '/admin/question-bank',
    '/admin/qna',
    '/admin/instructors',
    `/admin/lectures/${lecture!.lectureId}`,
  ];
  const calls = await callsOfFirstVisits(
    page,
    paths.map((path) => `${admin}${path}`),
  );
  expect(calls).toEqual(nothingAsked(paths));
});

test("a student's question pages opened from their address ask the API nothing", async ({
  page,
}) => {
  await signIn(page, 'student');
  const classroom = origins().classroom;
  const groups = (
    (await (await page.request.get(`${classroom}/api/students/me/questions`)).json()) as {
      data: { questions: { id: number }[] }[];
    }
  ).data;
  const question = groups.flatMap((group) => group.questions)[0];
  const paths = ['/mypage/questions/new', `/mypage/questions/${question!.id}`];
  const calls = await callsOfFirstVisits(
    page,
    paths.map((path) => `${classroom}${path}`),
  );
  expect(calls).toEqual(nothingAsked(paths));
});
