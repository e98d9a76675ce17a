// Each page links only its components' Mantine styles, each stylesheet in its own cascade layer
// (decision 022). What must hold: the layers' order comes before any stylesheet, and a stylesheet
// that a lazily loaded chunk brings again cannot undo it.
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
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
  await signIn(page, 'teacher');
  await page.goto(`${origins().admin}/admin/notices/new`);
  // The editor is its own chunk; it brings the shared stylesheet again, at the end of the head.
  await expect(page.getByRole('button', { name: '굵게' })).toBeVisible();
  const current = page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', {
    name: '공지사항',
  });
  await expect(current).toHaveCSS('padding-left', /^(?!0px)\d/);
});
