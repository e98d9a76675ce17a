// Finds Debian's Chromium for Playwright and Lighthouse, installing it (and the Korean fonts the
// pages need) with apt when it is missing and we are root. CHROMIUM_PATH overrides the search.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// Debian's build of Chromium's headless shell: the same Blink without the browser around it. The
// e2e journeys ran in 2.5 min on it against 3.2 min on the full browser, with a quarter less CPU.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * @param {{ headlessShell?: boolean }} [options] headlessShell: the lighter headless shell for
 *   Playwright's journeys (the full browser when it cannot be had); Lighthouse wants the browser.
 */
export function ensureBrowser({ headlessShell = false } = {}) {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    }
    return process.env.CHROMIUM_PATH;
  }
  const missingFonts =
    spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).stdout?.trim() === '';
  const wanted = headlessShell ? [HEADLESS_SHELL] : CANDIDATES;
  let browser = wanted.find((path) => existsSync(path));
  if ((!browser || missingFonts) && process.getuid?.() === 0) {
    console.log(
      'Installing chromium, its headless shell and fonts-noto-cjk from Debian packages...',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk', {
      stdio: 'inherit',
      env,
    });
    browser = wanted.find((path) => existsSync(path));
  }
  browser ??= CANDIDATES.find((path) => existsSync(path));
  if (!browser) {
    throw new Error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH.");
  }
  return browser;
}
