// Every page shows a first screen before the app's code has loaded (issue 8; decision 010). The
// build draws each app's first screen (tooling/vite/src/first-screen.js); the server puts it into
// #root and takes the app's script out of the page, into a JSON element that the loader
// (/first-screen.js, written by the same plugin) reads once that screen has painted. The code
// downloads meanwhile at low priority (preloaded from the head; the home's only after its
// banner), so it does not compete with what the visitor is waiting for, and start-up runs in
// short tasks.
import type { PageAssets } from './pages.ts';

/** Where every app serves its loader (tooling/vite/src/first-screen-loader.js). */
export const FIRST_SCREEN_LOADER = '/first-screen.js';
/** Where every app serves the script applying the stored colour scheme (color-scheme-script.js). */
export const COLOR_SCHEME_SCRIPT = '/color-scheme.js';
/** The element the loader reads the app's assets from. */
export const DEFERRED_ASSETS_ELEMENT_ID = 'academy-deferred-assets';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or open anything. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DeferredAssets {
  /** The app's entry module, imported last. */
  entry: string;
  /** The entry's chunks, imported one per task before it. */
  modulepreloads: string[];
  /** The page's own chunks: fetched with the others, run by the router. */
  pageModules: string[];
  /** Stylesheets loaded before the code runs. */
  styles: string[];
  /** The loader fetches the modules too (else the page's head preloads them: it only runs them). */
  fetchAfterPaint: boolean;
}

/**
 * True when what a visitor came to a page for is still loading on its first screen: its main
 * region (the whole screen when it has none, e.g. the session check) shows a loading state
 * (@academy/ui LoadingState marks itself aria-busy). A sidebar still loading does not count.
 */
export function screenStillLoading(screen: string): boolean {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(screen)?.[0] ?? screen;
  return main.includes('aria-busy="true"');
}

/**
 * Takes the app's script out of the page for the loader, which runs the code once the first
 * screen has painted. Where the code downloads from:
 * - a screen still waiting for data (the default) preloads it from the head at low priority, with
 *   the page's own chunks, so it downloads while the screen paints;
 * - a screen that is already the whole page (`fetchAfterPaint`: the login form, the home's
 *   banner) leaves the fetching to the loader too, so nothing competes with it.
 * `deferStyles` (the home, whose screen carries its own styles) moves the stylesheets to the
 * loader as well. A page not built the way this expects is sent as it is.
 */
export function deferApp(
  html: string,
  {
    page = { modules: [], styles: [] },
    fetchAfterPaint = false,
    deferStyles = false,
  }: { page?: PageAssets; fetchAfterPaint?: boolean; deferStyles?: boolean },
): string {
  const assets: DeferredAssets = {
    entry: '',
    modulepreloads: [],
    pageModules: page.modules,
    styles: [],
    fetchAfterPaint,
  };
  let rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      assets.entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      assets.modulepreloads.push(href);
      return '';
    });
  if (!assets.entry) return html;
  const head: string[] = [];
  if (deferStyles) {
    rest = rest.replace(
      /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      (_, href: string) => {
        assets.styles.push(href);
        return '';
      },
    );
    assets.styles.push(...page.styles);
  } else {
    head.push(...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`));
  }
  if (!fetchAfterPaint) {
    // Low priority: behind the stylesheet the screen needs (Lighthouse also counts a
    // high-priority preload as holding up the first paint).
    const modules = [assets.entry, ...assets.modulepreloads, ...page.modules];
    head.push(
      ...modules.map(
        (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
      ),
    );
  }
  if (head.length) rest = rest.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  const loader = [
    `<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">${scriptJson(assets)}</script>`,
    `<script type="module" src="${FIRST_SCREEN_LOADER}"></script>`,
  ];
  return rest.replace('</body>', () => `  ${loader.join('\n    ')}\n  </body>`);
}

/**
 * `screen` drawn into the page's empty #root, in the visitor's colour scheme; its <style>
 * elements carry the page's CSP nonce. It is inert: nothing typed into a form before the app
 * takes over could be kept when the app replaces it, so nothing can be typed (or pressed) until
 * then.
 */
export function drawFirstScreen(html: string, screen: string, nonce: string): string {
  const drawn = screen.replaceAll('<style', `<style nonce="${nonce}"`);
  return html
    .replace('</head>', () => `  <script src="${COLOR_SCHEME_SCRIPT}"></script>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div inert style="display:contents">${drawn}</div></div>`,
    );
}
