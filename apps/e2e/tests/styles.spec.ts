// Each page links only its components' Mantine styles, each stylesheet in its own cascade layer
// (decision 022). What must hold: the layers' order comes before any stylesheet, and a stylesheet
// that a lazily loaded chunk brings again cannot undo it.
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { settled, trackRequests } from '../src/settled.ts';
import { signIn } from '../src/session.ts';

test("the page declares Mantine's layers, in Mantine's order, before any stylesheet", async ({
  request,
}) => {
  const html = await (await request.get(`${origins().site}/`)).text();
  const order = html.indexOf('data-mantine-layers');
  const firstStylesheet = html.search(/<link[^>]*rel="stylesheet"/);
  expect(order).toBeGreaterThan(0);
  expect(firstStylesheet).toBeGreaterThan(order);
  // A component after the ones it builds on: NavLink overrides UnstyledButton's padding.
  const layers = html.slice(order, html.indexOf('</style>', order));
  expect(layers.indexOf('mantine.UnstyledButton,')).toBeGreaterThan(
    layers.indexOf('mantine.baseline,'),
  );
  expect(layers.indexOf('mantine.NavLink,')).toBeGreaterThan(
    layers.indexOf('mantine.UnstyledButton,'),
  );
  // Only what the page uses: the home page has no table, so no table styles.
  const stylesheets = await Promise.all(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"#]+)/g)].map(async ([, href]) =>
      (await request.get(`${origins().site}${href}`)).text(),
    ),
  );
  expect(stylesheets.join('\n')).not.toContain('mantine.Table');
});

test("a lazily loaded editor does not undo the admin menu's styles", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`${origins().admin}/admin/notices/new`);
  // The editor is its own chunk; it brings the shared stylesheet again, at the end of the head.
  await expect(page.getByRole('button', { name: '굵게' })).toBeVisible();
  const current = page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', {
    name: '공지사항',
  });
  await expect(current).toHaveCSS('padding-left', /^(?!0px)\d/);
});

// Korean wraps at the spaces, never inside a word ("EJU 아 / 카데미"), and a long address still
// wraps (docs/decisions/043-look-and-feel.md): the rule is on the body, so every heading and card
// has it, in every app.
test('headings and cards break Korean between words, not inside them', async ({ page }) => {
  await signIn(page, 'admin');
  for (const url of [`${origins().site}/`, `${origins().admin}/admin/instructors`]) {
    await page.goto(url);
    await expect(page.locator('h1, h2, h3').first()).toBeVisible();
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, .mantine-Card-root')].map((element) => {
        const style = getComputedStyle(element);
        return `${style.wordBreak} ${style.overflowWrap}`;
      }),
    );
    expect(styles.length, url).toBeGreaterThan(0);
    expect(new Set(styles), url).toEqual(new Set(['keep-all break-word']));
  }
});

// The theme menu sits in the admin's header; floating, it covered the 삭제 buttons at 1280 px.
test('the theme button covers no other button at 1280 px in the lecture pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin');
  for (const path of ['/admin/lectures', '/admin/lectures/1']) {
    const requests = trackRequests(page);
    await page.goto(`${origins().admin}${path}`);
    await settled(page, requests);
    await expect(page.getByRole('button', { name: /^화면 테마/ })).toBeVisible();
    const overlaps = await page.evaluate(() => {
      const themeButton = document.querySelector('[data-theme-menu]')!;
      const t = themeButton.getBoundingClientRect();
      return [...document.querySelectorAll('button, a[href], [role="button"], input')]
        .filter((element) => element !== themeButton)
        .filter((element) => {
          const b = element.getBoundingClientRect();
          if (b.width === 0 || b.height === 0) return false;
          return b.left < t.right && t.left < b.right && b.top < t.bottom && t.top < b.bottom;
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
    });
    expect(overlaps, path).toEqual([]);
  }
});

test('a toast shows below the header, not over it', async ({ page }) => {
  const site = origins().site;
  await page.goto(`${site}/login`);
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill('student@academy.test');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('student1234');
  await page.getByRole('button', { name: '로그인' }).last().click();
  // Measured while the toast shows (it closes by itself): where its container starts, against
  // the header's bottom edge (the toast itself slides in, its own box moves).
  const measured = await page.waitForFunction(() => {
    const container = document
      .querySelector('.mantine-Notification-root')
      ?.closest('.mantine-Notifications-root');
    const header = document.querySelector('header');
    return container && header
      ? {
          toastTop: container.getBoundingClientRect().top,
          headerBottom: header.getBoundingClientRect().bottom,
        }
      : null;
  });
  const { toastTop, headerBottom } = (await measured.jsonValue())!;
  expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
});
