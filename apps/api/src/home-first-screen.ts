// The site's home page as sent (issue 8): its first screen must not wait for JavaScript, then the
// API, then the image. The server puts the active banners into the HTML (the app reads them
// instead of calling the API), preloads the first image and draws it in #root, so it paints with
// the HTML alone. The app's scripts and styles are then loaded by the site's
// public/first-screen.js once that image has painted, so they do not compete with it; React
// replaces the first screen with the carousel at the same size.
import { INITIAL_BANNERS_ELEMENT_ID, type Banner } from '@academy/api-client/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or open anything. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The first screen's layout matches the app's (the 64px header, the lg container with its padding,
 * the rounded banner at full width), so nothing jumps when React takes over.
 */
const FIRST_SCREEN_CSS = [
  'body{margin:0}',
  '.first-screen-bar{height:64px;border-bottom:1px solid #dee2e6}',
  '.first-screen-main{max-width:1140px;margin:0 auto;padding:32px 16px}',
  '.first-screen-main img{display:block;width:100%;height:auto;border-radius:8px}',
].join('');

/** Where the site serves its loader (apps/site/public/first-screen.js). */
export const FIRST_SCREEN_LOADER = '/first-screen.js';
/** The element the loader reads the app's assets from. */
export const DEFERRED_ASSETS_ELEMENT_ID = 'academy-deferred-assets';

interface DeferredAssets {
  entry: string;
  modulepreloads: string[];
  styles: string[];
}

/** Takes the app's script, module preloads and stylesheets out of the page, for the loader. */
function deferAssets(html: string): { html: string; assets?: DeferredAssets } {
  const assets: DeferredAssets = { entry: '', modulepreloads: [], styles: [] };
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      assets.entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      assets.modulepreloads.push(href);
      return '';
    })
    .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
      assets.styles.push(href);
      return '';
    });
  // A page not built the way this expects is sent as it is.
  return assets.entry ? { html: rest, assets } : { html };
}

export function withHomeFirstScreen(html: string, banners: Banner[], nonce: string): string {
  const data = `<script type="application/json" id="${INITIAL_BANNERS_ELEMENT_ID}">${scriptJson(banners)}</script>`;
  const first = banners[0];
  if (!first) return html.replace('</body>', `  ${data}\n  </body>`);

  const width = first.imageWidth ?? 1600;
  const height = first.imageHeight ?? 600;
  const image = escapeHtml(first.image);
  const head = [
    `<link rel="preload" as="image" href="${image}" fetchpriority="high">`,
    `<style nonce="${nonce}">${FIRST_SCREEN_CSS}</style>`,
  ].join('\n    ');
  const firstScreen = [
    '<div class="first-screen-bar"></div>',
    '<div class="first-screen-main">',
    `<img src="${image}" alt="${escapeHtml(first.title)}" width="${width}" height="${height}" fetchpriority="high">`,
    '</div>',
  ].join('');
  const deferred = deferAssets(html);
  const loader = deferred.assets
    ? [
        `<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">${scriptJson(deferred.assets)}</script>`,
        `<script type="module" src="${FIRST_SCREEN_LOADER}"></script>`,
      ]
    : [];
  return deferred.html
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen}</div>`)
    .replace('</body>', () => `  ${[data, ...loader].join('\n    ')}\n  </body>`);
}
