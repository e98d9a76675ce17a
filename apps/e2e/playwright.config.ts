import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. npm test sets CHROMIUM_PATH.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Each run starts its own servers on free ports with fresh data (src/global-setup.ts).
  globalSetup: './src/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous, because CI machines differ: the same journeys ran 3 to 8 times slower on a busy
  // two-core machine than on a quiet one. A passing step never waits for these.
  timeout: 120_000,
  expect: { timeout: 25_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'localhost', testIgnore: /subdomains\.spec\.ts/ },
    {
      // The production shape: one port, an app per subdomain, cookies on the parent domain.
      name: 'subdomains',
      testMatch: /subdomains\.spec\.ts/,
      use: {
        launchOptions: {
          executablePath,
          args: [
            ...chromiumArgs,
            '--host-resolver-rules=MAP *.academy.test 127.0.0.1, MAP academy.test 127.0.0.1',
          ],
        },
      },
    },
  ],
});
