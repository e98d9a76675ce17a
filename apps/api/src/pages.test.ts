import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPages, preloadTags } from './pages.ts';

// A build as Vite and tooling/vite/src/page-routes.js write it.
const dist = mkdtempSync(path.join(tmpdir(), 'academy-preloads-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ko.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_ko.js': { file: 'assets/ko.js' },
    '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
    'src/routes/notices.tsx': {
      file: 'assets/notices.js',
      isDynamicEntry: true,
      imports: ['index.html', '_table.js', '_ko.js'],
      css: ['assets/notices.css'],
    },
    'src/routes/notice-detail.tsx': {
      file: 'assets/notice-detail.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'src/routes/NotFound.tsx': { file: 'assets/NotFound.js', isDynamicEntry: true },
  }),
);
writeFileSync(
  path.join(dist, '.vite/pages.json'),
  JSON.stringify([
    { path: '/' },
    { path: '/notices', module: 'src/routes/notices.tsx', screen: 1 },
    { path: '/notices/:id', module: 'src/routes/notice-detail.tsx' },
    { path: '/notices/new', module: 'src/routes/NotFound.tsx' },
    { path: '/*', module: 'src/routes/NotFound.tsx', screen: 0, signedInScreen: 2 },
  ]),
);
writeFileSync(
  path.join(dist, '.vite/first-screens.json'),
  JSON.stringify([
    '<main>페이지를 찾을 수 없습니다</main>',
    '<main>공지사항</main>',
    '<main>내 강의실 · 페이지를 찾을 수 없습니다</main>',
  ]),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('appPages', () => {
  const pages = appPages(dist);
  const modules = (pathname: string) => pages(pathname).modules;

  it("names the page's chunk, the chunks it imports and its styles, but not what the entry loads", () => {
    expect(pages('/notices')).toEqual({
      modules: ['/assets/notices.js', '/assets/table.js'],
      styles: ['/assets/notices.css'],
      firstScreen: '<main>공지사항</main>',
      signedInFirstScreen: '',
    });
    expect(preloadTags(pages('/notices')).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/notices.css">',
      '<link rel="modulepreload" crossorigin href="/assets/notices.js">',
      '<link rel="modulepreload" crossorigin href="/assets/table.js">',
    ]);
  });

  it('matches the way the router does: a literal segment before a parameter before the catch-all', () => {
    expect(modules('/notices/12')).toEqual(['/assets/notice-detail.js']);
    expect(modules('/notices/new')).toEqual(['/assets/NotFound.js']);
    expect(modules('/somewhere/else')).toEqual(['/assets/NotFound.js']);
    expect(modules('/notices/12/extra')).toEqual(['/assets/NotFound.js']);
  });

  it('gives each page the screen the build drew for it, none where it drew none', () => {
    expect(pages('/somewhere').firstScreen).toBe('<main>페이지를 찾을 수 없습니다</main>');
    // A signed-in visitor's screen, for an app whose pages need a session.
    expect(pages('/somewhere').signedInFirstScreen).toBe(
      '<main>내 강의실 · 페이지를 찾을 수 없습니다</main>',
    );
    expect(pages('/notices/12').firstScreen).toBe('');
  });

  it('adds nothing for a page in the entry itself (a redirect) or a build without a page list', () => {
    expect(modules('/')).toEqual([]);
    expect(appPages(path.join(dist, 'missing'))('/notices')).toEqual({
      modules: [],
      styles: [],
      firstScreen: '',
      signedInFirstScreen: '',
    });
  });
});
