// The site's home page as sent (issue 8): its first screen must not wait for JavaScript, then the
// API, then the image. The server puts the active banners into the HTML (the app reads them
// instead of calling the API), preloads the first image and draws it in #root, so it paints with
// the HTML alone. The app's scripts and styles are then loaded by the loader (first-screen.ts)
// once that image has painted, so they do not compete with it; React replaces the first screen
// with the carousel at the same size.
import { INITIAL_BANNERS_ELEMENT_ID, type Banner } from '@academy/api-client/contract';
import { deferApp, scriptJson } from './first-screen.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

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

/** The active banners in the page, for the app to show without asking the API. */
export function withInitialBanners(html: string, banners: Banner[]): string {
  const data = `<script type="application/json" id="${INITIAL_BANNERS_ELEMENT_ID}">${scriptJson(banners)}</script>`;
  return html.replace('</body>', () => `  ${data}\n  </body>`);
}

/** The home page with its banners and the first one drawn; its code loads after that paints. */
export function withHomeFirstScreen(html: string, banners: Banner[], nonce: string): string {
  const first = banners[0];
  if (!first) return withInitialBanners(html, banners);

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
  const page = deferApp(withInitialBanners(html, banners), {
    fetchAfterPaint: true,
    deferStyles: true,
  });
  return page
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen}</div>`);
}
