// Plain JavaScript: config files load presets through Node, which does not run TypeScript.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));
// TEST_SLOW_REACT_MS=50: React renders late, to find tests that read the screen too early
// (slow-scheduler.ts). It must load before anything imports react-dom.
const slowScheduler = process.env.TEST_SLOW_REACT_MS
  ? [fileURLToPath(new URL('./slow-scheduler.ts', import.meta.url))]
  : [];

/**
 * @param {string | string[] | undefined} value
 * @returns {string[]}
 */
const toArray = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Component tests: jsdom with the stubs Mantine needs, Testing Library's matchers, cleanup.
 * @param {import('vitest/config').ViteUserConfig} [extra]
 */
export function domTestConfig(extra = {}) {
  return defineConfig({
    ...extra,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 15_000,
      ...extra.test,
      // The workspace's own setup (its providers for render(), see render.tsx) runs after ours.
      setupFiles: [...slowScheduler, setupDom, ...toArray(extra.test?.setupFiles)],
    },
  });
}

/**
 * Server and library tests in plain Node.
 * @param {import('vitest/config').ViteUserConfig} [extra]
 */
export function nodeTestConfig(extra = {}) {
  return defineConfig({
    ...extra,
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      ...extra.test,
    },
  });
}
