// `pnpm bench:web`, its lesson part (docs/performance.md: "Starting a lesson"): the time from
// opening a lesson's player to its first video frame, on the HLS path (hls.js, AES-128 segments,
// the playback token) against today's file path (the signed link to the uploaded file), in one
// run on one server, throttled as Lighthouse's mobile "slow 4G" (DevTools throttling: 562.5 ms
// round trip, 1.47 Mbps down, 675 kbps up, the CPU 4x slower) through CDP. Each run opens a
// fresh browser context (no cache) on the player page itself, with autoplay muted, and reads the
// first presented frame (requestVideoFrameCallback) against the navigation's start. BENCH_RUNS
// runs of each (default 5), alternating; the medians and every sample are printed and written to
// the bench-results folder. A script that prints figures, not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { buildServer, freePort, startServer } from '../src/servers.ts';
import { DEMO } from '../src/session.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile throttling when applied by DevTools (its slow 4G with its adjustments). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const [site, classroom, admin, storybook] = await Promise.all(Array.from({ length: 4 }, freePort));
const origins = {
  site: `http://localhost:${site}`,
  classroom: `http://localhost:${classroom}`,
  admin: `http://localhost:${admin}`,
  storybook: `http://localhost:${storybook}`,
};
buildServer();
const server = await startServer(origins);

type Envelope<T> = { data: T };
async function signedIn(role: keyof typeof DEMO) {
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { Origin: origins.site } });
  const login = await api.post(`${origins.site}/api/auth/login`, {
    data: { username: DEMO[role].email, password: DEMO[role].password },
  });
  if (!login.ok()) throw new Error(`login as ${role}: ${login.status()}`);
  return api;
}
async function json<T>(api: APIRequestContext, url: string, init?: { post?: unknown }) {
  const response = init
    ? await api.post(`${origins.classroom}/api/${url}`, { data: init.post })
    : await api.get(`${origins.classroom}/api/${url}`);
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

/** The demo student's first video lesson. */
async function firstVideoLesson(student: APIRequestContext) {
  const teachers = await json<{ lectures: { lectureId: number }[] }[]>(student, 'lectures/list');
  for (const lecture of teachers.flatMap((teacher) => teacher.lectures)) {
    const outline = await json<{ chapters: { details: { detailId: number; type: string }[] }[] }>(
      student,
      `lectures/${lecture.lectureId}`,
    );
    const detail = outline.chapters.flatMap((c) => c.details).find((d) => d.type === 'VIDEO');
    if (detail) return detail.detailId;
  }
  throw new Error('the demo student has no video lesson');
}

/** Waits for the server's worker to package the demo video (or to say it cannot). */
async function packaging(teacher: APIRequestContext) {
  const [video] = await json<{ videoId: string }[]>(teacher, 'videos');
  if (!video) throw new Error('no demo video');
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const status = await json<{ streaming: { state: string; renditions: number[] } | null }>(
      teacher,
      `videos/${video.videoId}`,
    );
    const state = status.streaming?.state ?? 'NONE';
    if (state !== 'QUEUED' && state !== 'PACKAGING') return status.streaming;
    if (Date.now() > deadline) throw new Error(`still ${state} after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Milliseconds from navigation to the first presented frame of the player at `url`. */
async function timeToFirstFrame(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    // the player page's CSP would refuse the evaluation of the wait below
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('video', { state: 'attached', timeout: 120_000 });
    // Play muted as soon as there is a video, again whenever it has more to play with (hls.js
    // attaches its source later), and answer when the first frame is shown.
    // (a string: the bench runs through tsx, whose helpers do not exist in the page)
    const firstFrameAt = (await page.evaluate(`new Promise((resolve, reject) => {
      const video = document.querySelector('video');
      video.muted = true;
      const play = () => void video.play().catch(() => {});
      for (const name of ['loadedmetadata', 'loadeddata', 'canplay']) video.addEventListener(name, play);
      video.requestVideoFrameCallback(() => resolve(performance.now()));
      video.addEventListener('timeupdate', () => { if (video.currentTime > 0) resolve(performance.now()); });
      setTimeout(() => reject(new Error('no frame: readyState ' + video.readyState + ', paused ' + video.paused)), 120000);
      play();
    })`)) as number;
    if (process.env.BENCH_DEBUG) {
      const entries = (await page.evaluate(
        `performance.getEntriesByType('resource').map((e) => [e.name.replace(/\\?.*/, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize])`,
      )) as unknown[];
      console.log(entries);
    }
    const hls = await page.evaluate(() =>
      document.querySelector('video')?.hasAttribute('data-hls'),
    );
    return { ms: Math.round(firstFrameAt), hls: Boolean(hls) };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const student = await signedIn('student');
  const teacher = await signedIn('teacher');
  const detailId = await firstVideoLesson(student);
  const streaming = await packaging(teacher);
  console.log(`the demo video's packaging: ${JSON.stringify(streaming)}`);
  const samples = { file: [] as number[], hls: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    // today's path: the lesson read's signed link to the file
    const content = await json<{ video: { playerUrl: string } }>(student, 'lectures/detail', {
      post: { lectureDetailId: detailId },
    });
    const file = await timeToFirstFrame(`${origins.classroom}${content.video.playerUrl}`);
    samples.file.push(file.ms);
    // the streaming path: a playback session's player (HLS once packaged)
    const session = await json<{ playerUrl: string }>(student, `lessons/${detailId}/playback`, {
      post: { deviceId: 'lesson-bench-device', deviceLabel: 'bench' },
    });
    const hls = await timeToFirstFrame(`${origins.classroom}${session.playerUrl}`);
    if (!hls.hls) console.warn('the playback player is not on the HLS path (not packaged?)');
    samples.hls.push(hls.ms);
    console.log(`run ${run + 1}: file ${file.ms} ms, HLS ${hls.ms} ms`);
  }
  const result = {
    throttling: { ...SLOW_4G, cpuSlowdown: CPU_SLOWDOWN },
    runs: RUNS,
    fileMedianMs: median(samples.file),
    hlsMedianMs: median(samples.hls),
    samples,
  };
  console.log(
    `\ntime to first frame (slow 4G, CPU 4x), median of ${RUNS}: file ${result.fileMedianMs} ms, HLS ${result.hlsMedianMs} ms`,
  );
  const out = path.resolve(import.meta.dirname, '../../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'lesson.json'), JSON.stringify(result, null, 2));
  await student.dispose();
  await teacher.dispose();
} finally {
  await server.stop();
}
