// Plain JavaScript: config files load presets through Node, which does not run TypeScript.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentStyles } from './mantine-component-styles.js';
import { scrollAreaRefs } from './scroll-area-refs.js';
import { appShellScrollClass } from './app-shell-scroll-class.js';
import { appShellResizeHandle } from './app-shell-resize-handle.js';
import { frameChunk } from './frame-chunk.js';

/** Left out of the shared chunk, to travel with the pages that use them. */
const NOT_SHARED = [
  // What a call to the API needs (the endpoints, the client that sends them, the contract's
  // schemas, valibot, the validation words they carry): a page the server sent with its data
  // and no form has none of it (api-client/lazy-endpoints.ts).
  /[\\/]node_modules[\\/]valibot[\\/]/,
  /[\\/]api-client[\\/]src[\\/](endpoints|contract)[\\/]/,
  /[\\/]api-client[\\/]src[\\/]http\.ts$/,
  /[\\/]strings[\\/]src[\\/]validation\.ts$/,
  // The words of one feature, read by a few pages and their schemas.
  /[\\/]strings[\\/]src[\\/](reviews|enrolments|learning|authoring|policies|live|site-home|consents)\.ts$/,
  // Mantine's form fields and the form state behind them (@mantine/form, and our resolver, which
  // brings valibot along: a group takes its members' imports), which the home page, the dashboard
  // and the lists do not show.
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase)[\\/]/,
  /[\\/]node_modules[\\/]@mantine[\\/]form[\\/]/,
  /[\\/]ui[\\/]src[\\/]form[\\/]/,
  // Mantine's ScrollArea (5 KB of gzip) and the hooks it brings: behind tables, menus and selects
  // that many pages open later, on no dashboard or home page's first screen.
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/](use-debounced-callback|utils[\\/]use-callback-ref)[\\/]/,
];

/**
 * What most pages share beyond the frame (frame-chunk.js), in one chunk: left to the bundler,
 * that code is cut into dozens of small chunks, one per set of pages sharing a module, and each
 * compresses worse alone (docs/performance.md: 58 files, ~15 KB of gzip, on /notices).
 * Pages here are the route modules and the chunks they load later; how many of them is "most"
 * (`sharedBy`) is measured per app: 17 for the site (its checkout pages), 16 for the classroom (its lesson player and pause dialogs are chunks of their own), 28 for the admin (about two thirds of each app's pages).
 * @param {number} minShareCount
 */
const sharedGroup = (minShareCount) => ({
  name: 'shared',
  minShareCount,
  priority: 1,
  test: (/** @type {string} */ id) => !NOT_SHARED.some((rule) => rule.test(id)),
});

/** Where `pnpm dev` runs the API (apps/api `dev`); the app dev servers proxy /api to it. */
const API_DEV_URL = process.env.API_DEV_URL ?? 'http://localhost:3100';

/**
 * The shared Vite setup of the three apps. Each app keeps its production origin's port in dev too,
 * so cross-app links and cookies behave as they do under `npm start`.
 * @param {{ port: number, routes: import('./frame-chunk.js').RouteEntry[], sharedBy?: number } & import('vite').UserConfig} options
 */
export function appConfig({ port, routes, sharedBy = 7, ...extra }) {
  const frame = frameChunk({ routes });
  const hostRules = {
    port,
    strictPort: true,
    // The production shape: academy.test, class.academy.test, admin.academy.test (README.md).
    allowedHosts: ['.academy.test', 'localhost'],
    proxy: { '/api': { target: API_DEV_URL, changeOrigin: false, xfwd: true } },
  };
  return defineConfig({
    // React Router's framework mode: it builds the browser's and the server's code.
    plugins: [
      reactRouter(),
      mantineComponentStyles(),
      scrollAreaRefs(),
      appShellScrollClass(),
      appShellResizeHandle(),
      frame.plugin,
      // A .br and a .gz beside every text file of 1 KB or more, so the server sends them
      // without compressing on each request (apps/api static-apps.ts, serveStatic's
      // `precompressed`). The plugin hooks Vite's own bundle step, which the server build shares,
      // so dist/server gets twins too; nothing serves them.
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        algorithms: ['gzip', 'brotliCompress'],
        logLevel: 'silent',
      }),
    ],
    server: hostRules,
    preview: hostRules,
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [frame.group, sharedGroup(sharedBy)] },
        },
      },
    },
    ...extra,
  });
}
