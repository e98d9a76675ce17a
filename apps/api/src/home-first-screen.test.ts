import { INITIAL_BANNERS_ELEMENT_ID, type Banner } from '@academy/api-client/contract';
import { describe, expect, it } from 'vitest';
import { DEFERRED_ASSETS_ELEMENT_ID, FIRST_SCREEN_LOADER } from './first-screen.ts';
import { withHomeFirstScreen } from './home-first-screen.ts';

// As Vite writes it.
const page = `<!doctype html><html><head><title>아카데미</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  title: '2027 EJU 대비반 모집',
  image: '/api/files/banners/1.webp',
  url: 'https://example.com',
  bannerOrder: 1,
  active: true,
  imageWidth: 1600,
  imageHeight: 600,
  ...overrides,
});

const deferred = (html: string) => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : undefined;
};

const embedded = (html: string) => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${INITIAL_BANNERS_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? (JSON.parse(match[1]!) as Banner[]) : undefined;
};

describe('the home page as sent', () => {
  it('carries the banners, preloads the first image and draws it at its size', () => {
    const banners = [banner(), banner({ id: 2, image: '/api/files/banners/2.webp' })];
    const html = withHomeFirstScreen(page, banners, 'n0nce');
    expect(embedded(html)).toEqual(banners);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/files/banners/1.webp" fetchpriority="high">',
    );
    expect(html).toMatch(
      /<div id="root">.*<img src="\/api\/files\/banners\/1\.webp" alt="2027 EJU 대비반 모집" width="1600" height="600"/,
    );
    // The inline style is allowed by the page's CSP nonce only.
    expect(html).toContain('<style nonce="n0nce">');
    // The app's code and styles are left to the loader, which runs after that image painted.
    expect(html).not.toMatch(
      /<script type="module" crossorigin|<link rel="(modulepreload|stylesheet)"/,
    );
    expect(deferred(html)).toEqual({
      entry: '/assets/index.js',
      modulepreloads: ['/assets/react.js'],
      pageModules: [],
      styles: ['/assets/index.css'],
      // Fetched by the loader after the banner has painted.
      fetchAfterPaint: true,
    });
    expect(html).toContain(`<script type="module" src="${FIRST_SCREEN_LOADER}"></script>`);
  });

  it('cannot be broken out of by what staff typed into a banner', () => {
    const hostile = banner({ title: '"><script>alert(1)</script>', image: '/x.webp"onerror="x' });
    const html = withHomeFirstScreen(page, [hostile], 'n');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"onerror="');
    expect(embedded(html)).toEqual([hostile]);
  });

  it('with no active banner sends only the (empty) data', () => {
    const html = withHomeFirstScreen(page, [], 'n');
    expect(embedded(html)).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="preload"');
    // Nothing to wait for: the app loads as built.
    expect(html).toMatch(/<head>.*index\.js.*index\.css.*<\/head>/s);
    expect(deferred(html)).toBeUndefined();
  });
});
