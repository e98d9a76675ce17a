import { expect, test } from '@playwright/test';
import { origins } from '../src/origins.ts';

// Designers browse every story on the Storybook origin (README: :3006). Its pages carry their own
// CSP (apps/api security-headers storybookCsp): the preview frame must be allowed to render.
test.describe('the served Storybook', () => {
  test('shows a story in its preview frame, with no CSP refusal', async ({ page }) => {
    // Two Storybook pages, each loading the manager's and the preview's bundles: at the end of a
    // CI run on two busy cores that took over the default 60 s (17 s alone).
    test.slow();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|frame-ancestors|Refused to/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    await page.goto(`${origins().storybook}/?path=/story/ui-emptystate--with-action`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    // The preview loads its own bundle after the manager's: slow on a busy machine.
    await expect(preview.getByText('등록된 강의가 없습니다.')).toBeVisible({ timeout: 60_000 });
    await expect(preview.getByRole('button', { name: '등록' })).toBeVisible();

    // An app's screen with its data and styles: the admin's banner board.
    await page.goto(`${origins().storybook}/?path=/story/admin-bannerboard--active-and-inactive`);
    await expect(preview.getByRole('button', { name: /비활성화/ }).first()).toBeVisible({
      timeout: 60_000,
    });
    expect(refused).toEqual([]);
  });
});
