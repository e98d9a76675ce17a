// `pnpm bench:web`: build the three apps, then measure them (apps/e2e/bench/web-bench.ts), then a
// lesson's time to first frame on the HLS path against the file path (apps/e2e/bench/lesson-bench.ts).
// BENCH_ONLY=lesson runs the lesson part alone.
import { ensureBrowser } from './ensure-browser.mjs';
import { pnpm } from './pnpm.mjs';

process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.CHROMIUM_PATH = ensureBrowser();
pnpm([
  'turbo',
  'run',
  'build',
  '--filter=@academy/site',
  '--filter=@academy/classroom',
  '--filter=@academy/admin',
]);
if (process.env.BENCH_ONLY !== 'lesson') pnpm(['--filter', '@academy/e2e', 'bench']);
pnpm(['--filter', '@academy/e2e', 'bench:lesson']);
