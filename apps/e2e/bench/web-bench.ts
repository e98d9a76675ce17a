// `pnpm bench:web` (docs/performance.md): what a first visit to each entry route downloads (JS and
// CSS, gzip and brotli), the largest chunks, and Lighthouse (mobile, Debian's Chromium) on the
// built server with seeded data: performance, accessibility, best practices, LCP, TBT, CLS, as the
// median of BENCH_RUNS runs (default 3; BENCH_ROUTES and BENCH_LHR_DIR narrow it down and keep
// the reports). It also serves a static page with the home's first
// banner and reports our home LCP over that page's LCP. A script that prints figures, not a test.
// The pages are measured through a front as deployed (TLS and HTTP/2 before the Node process,
// bench/front.ts); BENCH_PROTOCOL=http1 measures the Node process's own HTTP/1.1 ports instead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { buildServer, freePort, startServer } from '../src/servers.ts';
import { DEMO } from '../src/session.ts';
import { request, startFront } from './front.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_ROUTES=/,/login measures only those paths (and the static page) for a quick look. */
const ONLY = process.env.BENCH_ROUTES?.split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_KB = { site: 160, classroom: 180, admin: 200 } as const;

const AS_DEPLOYED = process.env.BENCH_PROTOCOL !== 'http1';
const [site, classroom, admin, storybook, staticPort, inner] = await Promise.all(
  Array.from({ length: 6 }, freePort),
);
const scheme = AS_DEPLOYED ? 'https' : 'http';
const origins = {
  site: `${scheme}://localhost:${site}`,
  classroom: `${scheme}://localhost:${classroom}`,
  admin: `${scheme}://localhost:${admin}`,
  storybook: `${scheme}://localhost:${storybook}`,
};
buildServer();
const front = AS_DEPLOYED ? await startFront() : undefined;
// As deployed: one PORT for the three apps, picked by Host, behind the front (README, Deploy).
const server = await startServer(
  origins,
  front ? { PORT: String(inner), TRUST_PROXY: 'true' } : {},
);
const get = front?.request ?? request;

type App = keyof typeof TARGET_KB;
const ROUTES: { app: App | 'static'; path: string; as?: keyof typeof DEMO }[] = [
  { app: 'site', path: '/' },
  { app: 'site', path: '/notices' },
  { app: 'site', path: '/login' },
  { app: 'classroom', path: '/dashboard', as: 'student' },
  { app: 'admin', path: '/admin/lectures', as: 'teacher' },
];

type Cookie = { name: string; value: string; url: string };

/** The session cookies a browser login sets (the apps' scripts read access_token and the hint). */
async function sessionCookies(role: keyof typeof DEMO): Promise<Cookie[]> {
  const response = await get(`${origins.site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origins.site },
    body: JSON.stringify({ username: DEMO[role].email, password: DEMO[role].password }),
  });
  if (response.status !== 200) throw new Error(`login as ${role} failed: ${response.status}`);
  return (response.headers['set-cookie'] ?? []).map((cookie) => {
    const [name, ...value] = cookie.split(';')[0]!.split('=');
    const path = /;\s*path=([^;]+)/i.exec(cookie)?.[1] ?? '/';
    return { name: name!, value: value.join('='), url: `${origins.site}${path}` };
  });
}

/** A page with nothing but the home's first banner image and title: the LCP floor. */
async function staticHomePage() {
  // The API answers on every port of the process, whatever the Host.
  const apiBase = `http://127.0.0.1:${front ? inner : site}`;
  const body = JSON.parse((await request(`${apiBase}/api/banners/active`)).body.toString()) as {
    data: { title: string; image: string; imageWidth?: number; imageHeight?: number }[];
  };
  const banner = body.data[0];
  const image = banner ? new URL(banner.image, origins.site).toString() : '';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>정적 비교 페이지</title><style>body{margin:0;font-family:sans-serif}img{width:100%;height:auto;display:block}</style></head><body><main><img src="${image}" alt="${banner?.title ?? ''}" width="${banner?.imageWidth ?? 1600}" height="${banner?.imageHeight ?? 600}" fetchpriority="high"><h1>${banner?.title ?? ''}</h1></main></body></html>`;
}

const STATIC_PATH = '/bench-static-banner';
const staticPage = await staticHomePage();
let staticServer: http.Server | undefined;
if (front) {
  // As deployed, the site's front answers the static page on the site's origin: one connection
  // for the page and its banner, as the home page has.
  await front.listen(site!, inner!, { [STATIC_PATH]: staticPage });
  for (const port of [classroom!, admin!]) await front.listen(port, inner!);
} else {
  staticServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(staticPage);
  });
  await new Promise<void>((resolve) => staticServer!.listen(staticPort, resolve));
}
const staticUrl = front ? `${origins.site}${STATIC_PATH}` : `http://localhost:${staticPort}/`;

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
  styles: string[];
};

async function lighthouseOnce(url: string, cookies: Cookie[] = []): Promise<Sample> {
  // Playwright starts Debian's Chromium with a debugging port; the session cookies go into the
  // browser itself (the apps read them from document.cookie), then Lighthouse drives a new tab.
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'academy-lh-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // the front's certificate is the bench's own
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  });
  if (cookies.length) await browser.addCookies(cookies);
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    const lhr = result!.lhr;
    if (process.env.BENCH_LHR_DIR) {
      // The full Lighthouse report of each run, for looking into a figure.
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
      writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `${new URL(url).port}${name}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    const requests = (
      lhr.audits['network-requests']?.details as unknown as {
        items: { url: string; resourceType: string }[];
      }
    ).items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scripts: requests.filter((item) => item.resourceType === 'Script').map((item) => item.url),
      styles: requests.filter((item) => item.resourceType === 'Stylesheet').map((item) => item.url),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Of the runs that measured it: Lighthouse now and then ends a run without a metric (NaN). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)]! : NaN;
};

async function weigh(urls: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files: { url: string; gzip: number }[] = [];
  for (const url of new Set(urls)) {
    const { body } = await get(url);
    const gz = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += gz;
    brotli += brotliCompressSync(body).length;
    files.push({ url: new URL(url).pathname, gzip: gz });
  }
  return { raw, gzip, brotli, files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  AS_DEPLOYED
    ? 'Measured over HTTPS and HTTP/2, as deployed (bench/front.ts).'
    : "Measured over the Node process's own HTTP/1.1 ports (BENCH_PROTOCOL=http1).",
);
const report: Record<string, unknown>[] = [];
try {
  const cookies = {
    student: await sessionCookies('student'),
    teacher: await sessionCookies('teacher'),
  };
  const allRoutes = [
    ...ROUTES.filter((route) => !ONLY || ONLY.includes(route.path)),
    { app: 'static' as const, path: '/' },
  ];
  const lcpOf: Record<string, number> = {};
  for (const route of allRoutes) {
    const url = route.app === 'static' ? staticUrl : `${origins[route.app]}${route.path}`;
    const cookie = route.as && route.as !== 'admin' ? cookies[route.as] : [];
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await lighthouseOnce(url, cookie));
    const js = await weigh(samples[0]!.scripts);
    const css = await weigh(samples[0]!.styles);
    const row = {
      route: route.app === 'static' ? 'static banner page' : `${route.app} ${route.path}`,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      bestPractices: median(samples.map((s) => s.bestPractices)),
      lcpMs: Math.round(median(samples.map((s) => s.lcp))),
      tbtMs: Math.round(median(samples.map((s) => s.tbt))),
      cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
      jsGzip: kb(js.gzip),
      jsBrotli: kb(js.brotli),
      cssGzip: kb(css.gzip),
      cssBrotli: kb(css.brotli),
      jsTarget: route.app === 'static' ? '-' : `${TARGET_KB[route.app]} KB`,
      largestChunks: js.files
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3)
        .map((file) => `${file.url} ${kb(file.gzip)}`)
        .join(', '),
    };
    lcpOf[row.route] = row.lcpMs;
    report.push(row);
    console.log(row);
  }
  const ratio = lcpOf['site /']! / lcpOf['static banner page']!;
  console.log(`\nhome LCP / static page LCP = ${ratio.toFixed(2)} (target <= 1.3)`);
  console.table(report.map(({ largestChunks: _largest, ...row }) => row));
  const out = path.resolve(import.meta.dirname, '../../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'web.json'),
    JSON.stringify(
      { runs: RUNS, protocol: AS_DEPLOYED ? 'h2' : 'http/1.1', report, homeLcpRatio: ratio },
      null,
      2,
    ),
  );
} finally {
  staticServer?.close();
  front?.close();
  await server.stop();
}
