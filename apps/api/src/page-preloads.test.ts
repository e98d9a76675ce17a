import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads.ts';

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
    { path: '/notices', module: 'src/routes/notices.tsx' },
    { path: '/notices/:id', module: 'src/routes/notice-detail.tsx' },
    { path: '/notices/new', module: 'src/routes/NotFound.tsx' },
    { path: '/*', module: 'src/routes/NotFound.tsx' },
  ]),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('pagePreloads', () => {
  const preloads = pagePreloads(dist);

  it("names the page's chunk, the chunks it imports and its styles, but not what the entry loads", () => {
    expect(hrefs(preloads('/notices'))).toEqual([
      'stylesheet /assets/notices.css',
      'modulepreload /assets/notices.js',
      'modulepreload /assets/table.js',
    ]);
  });

  it('matches the way the router does: a literal segment before a parameter before the catch-all', () => {
    expect(hrefs(preloads('/notices/12'))).toEqual(['modulepreload /assets/notice-detail.js']);
    expect(hrefs(preloads('/notices/new'))).toEqual(['modulepreload /assets/NotFound.js']);
    expect(hrefs(preloads('/somewhere/else'))).toEqual(['modulepreload /assets/NotFound.js']);
    expect(hrefs(preloads('/notices/12/extra'))).toEqual(['modulepreload /assets/NotFound.js']);
  });

  it('adds nothing for a page in the entry itself (a redirect) or a build without a page list', () => {
    expect(preloads('/')).toBe('');
    expect(pagePreloads(path.join(dist, 'missing'))('/notices')).toBe('');
  });
});
