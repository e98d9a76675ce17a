// `pnpm bench:web`: build the three apps, then measure them (apps/e2e/bench/web-bench.ts).
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
pnpm(['--filter', '@academy/e2e', 'bench']);
