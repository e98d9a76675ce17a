import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

// The banner board changes state every journey on this server shares (the five-active limit, the
// home's order), so these steps run in order and put everything back.
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe.serial('the banner board', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const title = `e2e 배너 ${Date.now()}`;
  const activeSection = (page: Page) => page.getByRole('region', { name: '활성 배너' });
  const inactiveSection = (page: Page) => page.getByRole('region', { name: '비활성 배너' });

  test('an admin creates a banner; it starts inactive', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`${origins().admin}/admin/banners/new`);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('제목을 입력하세요');
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('textbox', { name: '링크 URL' }).fill('https://example.com/e2e');
    await expectAccessible(page);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page).toHaveURL(`${origins().admin}/admin/banners`);
    await expect(inactiveSection(page).getByText(title)).toBeVisible();
    await expectAccessible(page);
  });

  test('a sixth active banner is refused with the spec message, and the board is restored', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(`${origins().admin}/admin/banners`);
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(3);
    const activate = inactiveSection(page).getByRole('button', { name: '활성화' });
    await activate.first().click();
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(4);
    await activate.first().click();
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(5);
    await activate.first().click();
    await expect(page.getByText('활성 배너는 최대 5개까지 가능합니다.')).toBeVisible();
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(5);
    // Back to the seeded three active banners.
    await activeSection(page).getByRole('button', { name: '비활성화' }).nth(4).click();
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(4);
    await activeSection(page).getByRole('button', { name: '비활성화' }).nth(3).click();
    await expect(activeSection(page).getByRole('button', { name: '비활성화' })).toHaveCount(3);
  });

  /** Focus brings drag and drop in (the board draws its cards still until then); Space lifts. */
  async function lift(handle: Locator) {
    await handle.focus();
    await expect(handle).toHaveAttribute('data-rfd-drag-handle-draggable-id', /.+/);
    await expect(handle).toBeFocused();
    await handle.page().keyboard.press('Space');
  }

  test('a teacher reorders the active banners with the keyboard and the home follows', async ({
    page,
  }) => {
    await signIn(page, 'teacher');
    await page.goto(`${origins().admin}/admin/banners`);
    const handles = activeSection(page).getByRole('button', { name: /순서 변경/ });
    await expect(handles).toHaveCount(3);
    const first = (await handles.nth(0).getAttribute('aria-label'))!.replace(/ 순서 변경.*/, '');
    const second = (await handles.nth(1).getAttribute('aria-label'))!.replace(/ 순서 변경.*/, '');
    await lift(handles.nth(0));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(handles.nth(0)).toHaveAttribute('aria-label', startsWith(second));
    await expect(page.getByText('순서를 저장 중...')).toHaveCount(0);

    await page.goto(origins().site);
    const links = page.getByRole('link', { name: /새 창에서 열림/ });
    await expect(links.first()).toHaveAttribute('aria-label', startsWith(second));

    // Put the seeded order back.
    await page.goto(`${origins().admin}/admin/banners`);
    await lift(handles.nth(0));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(handles.nth(0)).toHaveAttribute('aria-label', startsWith(first));
  });

  // Last: the sixth-banner step needs the new banner among the inactive ones.
  test('an admin edits the new banner, then deletes it after confirming', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`${origins().admin}/admin/banners`);
    await inactiveSection(page)
      .getByRole('button', { name: `${title} 수정` })
      .click();
    const dialog = page.getByRole('dialog', { name: '배너 수정' });
    const url = dialog.getByRole('textbox', { name: '링크 URL' });
    await url.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      '올바른 URL 형식이 아닙니다. (http:// 또는 https://)',
    );
    await dialog.getByRole('textbox', { name: '제목' }).fill(`${title} (수정)`);
    await url.fill('https://example.com/e2e-edited');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('배너가 수정되었습니다.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(inactiveSection(page).getByText(`${title} (수정)`)).toBeVisible();
    await expect(inactiveSection(page).getByText('https://example.com/e2e-edited')).toBeVisible();

    const remove = inactiveSection(page).getByRole('button', { name: `${title} (수정) 삭제` });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    // the first confirmation has gone (its closing overlay would take the next click)
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(remove).toBeVisible();
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('배너가 삭제되었습니다.')).toBeVisible();
    await expect(inactiveSection(page).getByText(`${title} (수정)`)).toHaveCount(0);
  });
});
