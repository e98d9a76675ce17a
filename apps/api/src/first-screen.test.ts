import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_SCRIPT,
  DEFERRED_ASSETS_ELEMENT_ID,
  FIRST_SCREEN_LOADER,
  deferApp,
  drawFirstScreen,
  screenStillLoading,
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

  it("fetches the app's code and the page's own from the head at low priority, runs it from the loader", () => {
    const html = deferApp(page, {
      page: { modules: ['/assets/notices.js'], styles: ['/assets/notices.css'] },
    });
    // Nothing runs before the loader: the entry is only preloaded.
    expect(html).not.toContain('<script type="module" crossorigin');
    const head = html.slice(0, html.indexOf('</head>'));
    // The screen needs the styles to paint; the code waits behind them.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/notices.css">');
    for (const module of ['/assets/index.js', '/assets/react.js', '/assets/notices.js']) {
      expect(head).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${module}">`,
      );
    }
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(deferred(html)).toEqual({
      entry: '/assets/index.js',
      modulepreloads: ['/assets/react.js'],
      pageModules: ['/assets/notices.js'],
      styles: [],
      fetchAfterPaint: false,
    });
    expect(html).toMatch(
      new RegExp(`<script type="module" src="${FIRST_SCREEN_LOADER}"></script>\\s*</body>`),
    );
  });

  it('leaves the fetching to the loader when the first screen is the whole page', () => {
    const html = deferApp(page, {
      page: { modules: ['/assets/login.js'], styles: ['/assets/login.css'] },
      fetchAfterPaint: true,
    });
    expect(html).not.toMatch(/<script type="module" crossorigin|rel="modulepreload"/);
    // The screen still paints with its styles.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css">');
    expect(deferred(html)).toEqual({
      entry: '/assets/index.js',
      modulepreloads: ['/assets/react.js'],
      pageModules: ['/assets/login.js'],
      styles: [],
      fetchAfterPaint: true,
    });
  });

  it('moves the stylesheets to the loader too for a screen carrying its own styles', () => {
    const html = deferApp(page, {
      page: { modules: ['/assets/home.js'], styles: ['/assets/home.css'] },
      fetchAfterPaint: true,
      deferStyles: true,
    });
    expect(html).not.toMatch(
      /<script type="module" crossorigin|rel="modulepreload"|rel="stylesheet"/,
    );
    expect(deferred(html)).toMatchObject({
      styles: ['/assets/index.css', '/assets/home.css'],
      fetchAfterPaint: true,
    });
  });

  it('tells a screen whose main content is still loading from one showing it', () => {
    const busy = '<div role="status" aria-busy="true">불러오는 중</div>';
    // The session check: the whole screen is loading.
    expect(screenStillLoading(busy)).toBe(true);
    expect(screenStillLoading(`<nav>목록</nav><main class="m">${busy}</main>`)).toBe(true);
    expect(screenStillLoading('<main><form><button>로그인</button></form></main>')).toBe(false);
    // The dashboard: its sidebar is loading, its main content is there.
    expect(
      screenStillLoading(`<nav>${busy}</nav><main><p>학습할 강의를 선택하세요</p></main>`),
    ).toBe(false);
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
    for (const list of ['modulepreloads', 'pageModules', 'styles', 'fetchAfterPaint']) {
      expect(loader).toContain(`assets.${list}`);
    }
  });
});
