// Plain JavaScript: config files load presets through Node, which does not run TypeScript.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { mantineComponentStyles } from './mantine-component-styles.js';
import { scrollAreaRefs } from './scroll-area-refs.js';

/** The libraries every page runs in full, in one chunk rather than cut up per set of pages. */
const FRAMEWORK_GROUP = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][a-z-]+|jotai|valibot|clsx|@mantine[\\/]store|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
};

/**
 * What most pages share (the layout's components, the common strings), in one chunk: left to
 * the bundler, that code is cut into dozens of small chunks, one per set of pages sharing a
 * module, and each compresses worse alone (issue 15: 58 files, ~15 KB of gzip, on /notices).
 * Pages here are the route modules and the chunks they load later; how many of them is "most"
 * (`sharedBy`) is measured per app: 7 for the site, 9 for the classroom, 16 for the admin.
 */
/** @param {number} minShareCount */
const sharedGroup = (minShareCount) => ({ name: 'shared', minShareCount, priority: -1 });

/** Where `pnpm dev` runs the API (apps/api `dev`); the app dev servers proxy /api to it. */
const API_DEV_URL = process.env.API_DEV_URL ?? 'http://localhost:3100';

/**
 * The shared Vite setup of the three apps. Each app keeps its production origin's port in dev too,
 * so cross-app links and cookies behave as they do under `npm start`.
 * @param {{ port: number, sharedBy?: number } & import('vite').UserConfig} options
 */
export function appConfig({ port, sharedBy = 7, ...extra }) {
  const hostRules = {
    port,
    strictPort: true,
    // The production shape: academy.test, class.academy.test, admin.academy.test (design 1).
    allowedHosts: ['.academy.test', 'localhost'],
    proxy: { '/api': { target: API_DEV_URL, changeOrigin: false, xfwd: true } },
  };
  return defineConfig({
    // React Router's framework mode (issue 15): it builds the browser's and the server's code.
    plugins: [reactRouter(), mantineComponentStyles(), scrollAreaRefs(), precompress()],
    server: hostRules,
    preview: hostRules,
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [FRAMEWORK_GROUP, sharedGroup(sharedBy)] },
        },
      },
    },
    ...extra,
  });
}
