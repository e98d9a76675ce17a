// Every page shows content before its code has loaded (issue 8, decision 010). After the build,
// this renders each page of the app (src/app/first-screen.tsx: a default export taking a path and
// returning the HTML of the app's first render there) and writes the screens to
// .vite/first-screens.json, giving each page of .vite/pages.json the index of its screen. An app
// whose pages need a session also exports `signedIn`, the first render a signed-in visitor sees
// (the page's frame before its data): its index is the page's `signedInScreen`. The
// server puts a page's screen into its empty #root; the app's first render replaces it with the
// same screen. The plugin also writes the loader those pages start the app with
// (/first-screen.js, from first-screen-loader.js) and the script that applies the stored colour
// scheme before they paint (/color-scheme.js).
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { PAGES_FILE } from './page-routes.js';

const FIRST_SCREEN_MODULE = 'src/app/first-screen.tsx';
const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** The browser scripts the plugin writes into the build, by file name (the colour scheme's is
 * packages/ui's, which the site inlines). */
const SCRIPTS = {
  'first-screen.js': new URL('./first-screen-loader.js', import.meta.url),
  'color-scheme.js': new URL(import.meta.resolve('@academy/ui/color-scheme-script.js')),
};

/** An address the route pattern matches: a page's first render does not depend on its ids. */
const sampleAddress = (/** @type {string} */ pattern) =>
  pattern.replace(/:[^/]+/g, '1').replace(/\*$/, 'first-screen');

/** @returns {import('vite').Plugin} */
export function firstScreen() {
  let root = '';
  let outDir = '';
  return {
    name: 'academy:first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(SCRIPTS)) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: readFileSync(source, 'utf8'),
        });
      }
    },
    async writeBundle() {
      const file = path.join(root, FIRST_SCREEN_MODULE);
      if (!existsSync(file)) return;
      const pagesFile = path.join(outDir, PAGES_FILE);
      /** @type {{ path: string, module?: string, screen?: number, signedInScreen?: number }[]} */
      const pages = JSON.parse(await readFile(pagesFile, 'utf8'));
      // A server-side module graph of the app (CSS modules get the build's class names: they
      // hash the file's content).
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      /** @type {string[]} */
      const screens = [];
      /** @param {string} html */
      const indexOf = (html) => {
        if (!screens.includes(html)) screens.push(html);
        return screens.indexOf(html);
      };
      try {
        /** @typedef {(pathname: string) => string | Promise<string>} Render */
        const module = /** @type {{ default: Render, signedIn?: Render }} */ (
          await server.ssrLoadModule(file)
        );
        /** A page that cannot be drawn without a browser is sent without that screen. */
        const draw = async (/** @type {Render} */ render, /** @type {string} */ address) =>
          Promise.resolve(render(address)).catch((error) => {
            this.warn(`no first screen for ${address}: ${error}`);
            return '';
          });
        for (const page of pages) {
          const address = sampleAddress(page.path);
          const html = await draw(module.default, address);
          if (html) page.screen = indexOf(html);
          const signedIn = module.signedIn && (await draw(module.signedIn, address));
          if (signedIn) page.signedInScreen = indexOf(signedIn);
        }
      } finally {
        await server.close();
      }
      await writeFile(pagesFile, JSON.stringify(pages, null, 2));
      await writeFile(path.join(outDir, FIRST_SCREENS_FILE), JSON.stringify(screens));
    },
  };
}
