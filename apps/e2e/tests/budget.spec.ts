// Bundle budgets (issue 8), in bytes, not time: the JavaScript a cold first visit to each entry
// route downloads before the page is idle, gzip-compressed, against the per-app ceilings. Heavy
// libraries must stay out of routes that do not show them.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/test.ts';
import { origins } from '../src/origins.ts';
import { settled, trackRequests } from '../src/settled.ts';
import { signIn } from '../src/session.ts';

// Issue 8 set the gates at 185 / 200 / 220; issue 15 lowers them as the weight comes off (they
// may only go down). Menus, toasts, modals and the mobile drawer load on first use, not with the
// page; the API's code loads with the first call; every page's frame is one chunk with only the
// library modules the frame imports (decisions 007, 023); the classroom's and the admin's pages
// come with their session, their lists and the bell's count, read on the server (decision 028):
// measured site / 159.4, /notices 167.1, /login 172.6, /signup 180.7, classroom /dashboard 176.6,
// /mypage 177.3, admin /admin/lectures 179.4, /admin/banners 176.0 KB.
const BUDGET_KB = { site: 182, classroom: 179, admin: 181 } as const;

// Issue 15: each page's stylesheets carry only the Mantine components it shows (decision 022);
// all of Mantine's were 35 KB of gzip on every page.
const CSS_BUDGET_KB = 20;

// Text that only the named library's code contains.
const MARKERS = {
  'drag and drop (@hello-pangea/dnd)': 'data-rfd-drag-handle',
  'upload (tus-js-client)': 'Tus-Resumable',
  // Modals and drawers lock the page's scroll with it; Mantine's AppShell, on every classroom and
  // admin page, needs only its class names (tooling/vite app-shell-scroll-class.js).
  'scroll lock (react-remove-scroll)': 'data-scroll-locked',
  // valibot's own issue text: a page sent with its data and no form calls no API on a first visit,
  // so the contract's schemas wait for the first call (decision 023).
  'the API layer (valibot)': 'eceived ',
};
const CALLS_THE_API = 'the API layer (valibot)';

const ENTRIES: {
  app: keyof typeof BUDGET_KB;
  path: string;
  as?: 'student' | 'teacher';
  allows?: (keyof typeof MARKERS)[];
}[] = [
  { app: 'site', path: '/' },
  { app: 'site', path: '/notices' },
  // Forms validate with the contract's schemas; the classroom and the admin read as they mount.
  { app: 'site', path: '/login', allows: [CALLS_THE_API] },
  { app: 'site', path: '/signup', allows: [CALLS_THE_API] },
  { app: 'classroom', path: '/dashboard', as: 'student', allows: [CALLS_THE_API] },
  { app: 'classroom', path: '/mypage', as: 'student', allows: [CALLS_THE_API] },
  { app: 'admin', path: '/admin/lectures', as: 'teacher', allows: [CALLS_THE_API] },
  {
    app: 'admin',
    path: '/admin/banners',
    as: 'teacher',
    allows: ['drag and drop (@hello-pangea/dnd)', CALLS_THE_API],
  },
];

async function filesOfFirstVisit(page: Page, url: string) {
  const scripts = new Map<string, Buffer>();
  const styles = new Map<string, Buffer>();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/'))
      apiCalls.push(`${request.method()} ${pathname}`);
  });
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const files = { script: scripts, stylesheet: styles }[response.request().resourceType()];
    if (!files) return;
    reads.push(
      response.body().then(
        (body) => void files.set(response.url(), body),
        () => {}, // a script aborted by navigation weighs nothing
      ),
    );
  });
  const requests = trackRequests(page);
  await page.goto(url);
  // Everything the visit needs has been asked for once the page is the browser's, shows what it
  // came for and has its answers (the classroom and the admin are first the session check's screen).
  await settled(page, requests);
  await Promise.all(reads);
  return { scripts, styles, apiCalls };
}

const gzipKb = (files: Map<string, Buffer>) =>
  [...files].map(([url, body]) => ({
    file: new URL(url).pathname.split('/').pop(),
    kb: gzipSync(body, { level: 9 }).length / 1024,
  }));
const totalKb = (weights: { kb: number }[]) =>
  Math.round(weights.reduce((sum, { kb }) => sum + kb, 0) * 10) / 10;

for (const entry of ENTRIES) {
  test(`first visit to ${entry.app} ${entry.path} stays within ${BUDGET_KB[entry.app]} KB of gzip JS`, async ({
    page,
  }) => {
    if (entry.as) await signIn(page, entry.as);
    const { scripts, styles, apiCalls } = await filesOfFirstVisit(
      page,
      `${origins()[entry.app]}${entry.path}`,
    );
    const weights = gzipKb(scripts);
    const kb = totalKb(weights);
    const cssKb = totalKb(gzipKb(styles));
    const largest = weights
      .sort((a, b) => b.kb - a.kb)
      .slice(0, Number(process.env.BUDGET_TOP ?? 6))
      .map(({ file, kb }) => `${file} ${kb.toFixed(1)}`)
      .join(', ');
    console.log(
      `budget: ${entry.app}${entry.path} ${kb} KB gzip JS in ${scripts.size} files (largest: ${largest}); ` +
        `CSS ${cssKb} KB in ${styles.size} files`,
    );
    // Every measured page is sent with its data and the session the server found (decisions 019,
    // 028): its first visit asks the API nothing (images aside; the live channel is a WebSocket).
    expect(apiCalls, `API calls on the first visit to ${entry.path}`).toEqual([]);
    expect(scripts.size).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB[entry.app]);
    expect(styles.size).toBeGreaterThan(0);
    expect(cssKb).toBeLessThanOrEqual(CSS_BUDGET_KB);

    for (const [library, marker] of Object.entries(MARKERS) as [keyof typeof MARKERS, string][]) {
      if (entry.allows?.includes(library)) continue;
      const carrying = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
      expect(carrying, `${library} loaded on ${entry.path}`).toEqual([]);
    }
  });
}
