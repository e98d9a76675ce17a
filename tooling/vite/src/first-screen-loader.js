/// <reference lib="dom" />
/* global document, requestAnimationFrame -- runs in the page */
// Every app's loader, served as /first-screen.js (the build writes it: first-screen.js here). The
// server sends a page with its first screen drawn in #root and the app's scripts listed in a JSON
// element instead of in the head (apps/api/src/first-screen.ts): this loads them once that screen
// has painted, so the app's code does not compete with what the visitor is waiting for (issue 8).
/** @type {{ entry: string, modulepreloads: string[], pageModules: string[], styles: string[], fetchAfterPaint?: boolean }} */
const assets = JSON.parse(document.getElementById('academy-deferred-assets')?.textContent ?? '');
// The home's first screen is its first banner: that image is what to wait for.
const image = /** @type {HTMLImageElement | null} */ (document.querySelector('#root img'));

/**
 * Resolves once the first screen (and its image, if any) has been on screen for a frame: the
 * image decoded, then two animation frames (the first runs before that frame is painted).
 */
function firstScreenPainted() {
  return new Promise((resolve) => {
    const afterPaint = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (!image) return afterPaint();
    image.decode().then(afterPaint, afterPaint);
    // A slow image does not hold the app back for long.
    setTimeout(resolve, 2500);
  });
}

/** @param {Partial<HTMLLinkElement>} attributes */
function link(attributes) {
  const element = Object.assign(document.createElement('link'), attributes);
  element.crossOrigin = '';
  document.head.append(element);
  return element;
}

await firstScreenPainted();
// A page still waiting for its data preloads its code from the head. One whose first screen is
// already the page (the home's banner, the login form) has it fetched only now
// (assets.fetchAfterPaint), with the page's own chunks; the router runs those.
if (assets.fetchAfterPaint) {
  for (const href of [assets.entry, ...assets.modulepreloads, ...assets.pageModules]) {
    link({ rel: 'modulepreload', href });
  }
}
await Promise.all(
  assets.styles.map(
    (href) =>
      new Promise((resolve) => {
        const sheet = link({ rel: 'stylesheet', href });
        sheet.addEventListener('load', resolve, { once: true });
        sheet.addEventListener('error', resolve, { once: true });
      }),
  ),
);
// The libraries first, each in a task of its own, then the app: start-up never holds the main
// thread in one long piece (Lighthouse's Total Blocking Time).
for (const href of assets.modulepreloads) {
  await import(href);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
await import(assets.entry);
