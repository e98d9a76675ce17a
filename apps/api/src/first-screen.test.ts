import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_SCRIPT,
  DEFERRED_ASSETS_ELEMENT_ID,
  FIRST_SCREEN_LOADER,
  deferApp,
  drawFirstScreen,
} from './first-screen.ts';

// As Vite writes it.
const page = `<!doctype html><html><head><title>아카데미</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

const deferred = (html: string) => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : undefined;
};

describe('a page sent with its first screen', () => {
  const screen = '<style data-mantine-styles="true">:root{}</style><header>EJU 아카데미</header>';

  it('draws the screen in #root, inert until the app takes over, its styles allowed by the nonce', () => {
    const html = drawFirstScreen(page, screen, 'n0nce');
    // In the stored colour scheme: the script runs before the body is parsed.
    expect(html).toMatch(new RegExp(`<script src="${COLOR_SCHEME_SCRIPT}"></script>\\s*</head>`));
    expect(html).toContain(
      '<div id="root"><div inert style="display:contents"><style nonce="n0nce" data-mantine-styles="true">:root{}</style><header>EJU 아카데미</header></div></div>',
    );
  });

  it("leaves the app's code and the page's own to the loader, and the stylesheet in the head", () => {
    const html = deferApp(page, {
      page: { modules: ['/assets/notices.js'], styles: ['/assets/notices.css'] },
    });
    expect(html).not.toMatch(/<script type="module" crossorigin|rel="modulepreload"/);
    // The screen needs the app's styles to paint.
    expect(html).toMatch(/<head>.*<link rel="stylesheet" crossorigin href="\/assets\/index.css">/s);
    expect(deferred(html)).toEqual({
      entry: '/assets/index.js',
      modulepreloads: ['/assets/react.js'],
      pageModules: ['/assets/notices.js'],
      styles: ['/assets/notices.css'],
    });
    expect(html).toMatch(
      new RegExp(`<script type="module" src="${FIRST_SCREEN_LOADER}"></script>\\s*</body>`),
    );
  });

  it('sends a page built some other way as it is', () => {
    const built = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferApp(built, {})).toBe(built);
  });
});

describe('the loader', () => {
  it('reads the element the server writes and fetches every list it holds', () => {
    const loader = readFileSync(
      new URL('../../../tooling/vite/src/first-screen-loader.js', import.meta.url),
      'utf8',
    );
    expect(loader).toContain(`getElementById('${DEFERRED_ASSETS_ELEMENT_ID}')`);
    for (const list of ['modulepreloads', 'pageModules', 'styles']) {
      expect(loader).toContain(`assets.${list}`);
    }
  });
});
