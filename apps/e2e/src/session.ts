import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { origins as localOrigins } from './origins.ts';

/** The demo accounts seeded on first start (README.md). */
export const DEMO = {
  student: { email: 'student@academy.test', password: 'student1234' },
  teacher: { email: 'teacher@academy.test', password: 'teacher1234' },
  admin: { email: 'admin@academy.test', password: 'admin1234' },
} as const;

type Credentials = { email: string; password: string };

/**
 * Signs the page's browser context in through the API, as the site's login form does: a browser
 * request (Origin = the site) gets the session cookies every app origin shares. Use it to skip
 * the login screen in journeys that are not about logging in.
 */
export async function signIn(
  page: Page,
  who: keyof typeof DEMO | Credentials,
  origins = localOrigins(),
) {
  const { email, password } = typeof who === 'string' ? DEMO[who] : who;
  const response = await page.request.post(`${origins.site}/api/auth/login`, {
    data: { username: email, password },
    headers: { Origin: origins.site },
  });
  expect(response.ok(), `login as ${email}: ${response.status()}`).toBeTruthy();
}

let counter = 0;

/**
 * Enrols students in lectures as the demo admin does from the roster (docs/product/learning.md:
 * nobody is enrolled by signing up). `titles` absent: every lecture of the shop.
 */
export async function enrolStudents(emails: string[], titles?: string[], origins = localOrigins()) {
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { Origin: origins.site } });
  try {
    const login = await api.post(`${origins.site}/api/auth/login`, {
      data: { username: DEMO.admin.email, password: DEMO.admin.password },
    });
    expect(login.ok(), `admin login: ${login.status()}`).toBeTruthy();
    const shop = (await (await api.get(`${origins.site}/api/shop/lectures`)).json()) as {
      data: { lectureId: number; title: string }[];
    };
    const lectures = shop.data.filter((lecture) => !titles || titles.includes(lecture.title));
    for (const lecture of lectures) {
      const response = await api.post(`${origins.site}/api/admin/enrolments/bulk`, {
        data: { lectureId: lecture.lectureId, emails: emails.join('\n') },
      });
      expect(response.ok(), `enrol in ${lecture.title}: ${response.status()}`).toBeTruthy();
    }
  } finally {
    await api.dispose();
  }
}

/**
 * A fresh student signed up through the API, so journeys never depend on each other; enrolled in
 * every lecture unless `enrol` is false (the journey enrols them itself). Staff lists mask emails,
 * so a journey that finds the student in one gives them a `name` of their own.
 */
export async function signUpStudent(
  page: Page,
  origins = localOrigins(),
  { enrol = true, name = '테스트학생' }: { enrol?: boolean; name?: string } = {},
) {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@academy.test`;
  const password = 'e2e-password-1234';
  // The required consents at their current versions; marketing declined (docs/product/privacy.md).
  const documents = (await (
    await page.request.get(`${origins.site}/api/consent-documents`)
  ).json()) as { data: { kind: string; version: number; required: boolean }[] };
  const consents = documents.data.map(({ kind, version, required }) => ({
    kind,
    version,
    granted: required,
  }));
  const response = await page.request.post(`${origins.site}/api/auth/register`, {
    headers: { Origin: origins.site },
    data: {
      userId: email,
      password,
      name,
      studentContact: '010-1234-5678',
      parentContact: '010-8765-4321',
      address: '서울시 강남구 테헤란로 1',
      goalUniversities: [{ school: '도쿄대학', major: '공학부' }],
      studyYears: 1,
      majorType: '이과',
      // Each score is an integer 0 to 100 (the API refuses more) (docs/product/validation.md)
      ejuScores: { listening: 40, reading: 42, totalListenRead: 82, science: 90 },
      consents,
    },
  });
  expect(
    response.ok(),
    `sign-up ${email}: ${response.status()} ${await response.text()}`,
  ).toBeTruthy();
  if (enrol) await enrolStudents([email], undefined, origins);
  return { email, password };
}
