import { expect, test } from '@playwright/test';
import { subdomainOrigins } from '../src/origins.ts';

// academy.test, class.academy.test and admin.academy.test share one port: the Host header
// picks the app (design 1).
for (const app of ['site', 'classroom', 'admin'] as const) {
  test(`the ${app} app answers on its subdomain`, async ({ page }) => {
    const origin = subdomainOrigins()[app];
    await page.goto(origin);
    await expect(page.locator('html')).toHaveAttribute('data-app', app);
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health).toMatchObject({ success: true });
  });
}
