import { describe, expect, it } from 'vitest';
import { finishDocument, stylesheetReader } from './finish-document.server.ts';

// As React Router 8 writes a page's head and body (framework mode, <Links> and <Scripts>).
const PAGE = [
  '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n1"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/frame-3.css#"/>',
  '<link rel="stylesheet" href="/assets/home-4.css"/>',
  '</head><body><div>홈</div>',
  '<link rel="stylesheet" href="/assets/home-4.css"/>',
  '<script type="module" nonce="n1">import * as route0 from "/assets/root-5.js";</script>',
  '</body></html>',
].join('');

const FILES: Record<string, string> = {
  'frame-3.css': '@layer mantine.Button{.a{color:red}}',
  'home-4.css': '.b_x{margin:0}',
};
const reader = () => stylesheetReader((name) => FILES[name]);

describe('finishDocument', () => {
  it('leaves out every module preload and keeps the module script that fetches the code', () => {
    const html = finishDocument(PAGE, { nonce: 'n1' });
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('import * as route0 from "/assets/root-5.js"');
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/frame-3.css#"/>');
  });

  it("puts the head's stylesheets inline under the nonce, each before its link, which stays disabled", () => {
    const html = finishDocument(PAGE, { nonce: 'n1', stylesheet: reader() });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style nonce="n1" data-inline-href="/assets/frame-3.css#">@layer mantine.Button{.a{color:red}}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/frame-3.css#" disabled=""/>',
    );
    expect(head).toContain(
      '<style nonce="n1" data-inline-href="/assets/home-4.css">.b_x{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/home-4.css" disabled=""/>',
    );
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toHaveLength(2);
    // the body is the router's, untouched
    expect(html.slice(html.indexOf('</head>'))).toBe(PAGE.slice(PAGE.indexOf('</head>')));
  });

  it('leaves a stylesheet it cannot read, or one outside the build, as a link', () => {
    const page = PAGE.replace('/assets/home-4.css"/></head>', '/assets/gone-9.css"/></head>');
    const html = finishDocument(page, { stylesheet: reader() });
    expect(html).toContain('<link rel="stylesheet" href="/assets/gone-9.css"/>');
    expect(html).toContain('data-inline-href="/assets/frame-3.css#"');
    expect(reader()('https://cdn.example/x.css')).toBeUndefined();
  });

  it('keeps a stylesheet that names a file by a relative url() as a link', () => {
    const read = stylesheetReader(() => '.x{background:url(./bg.png)}');
    expect(read('/assets/a.css')).toBeUndefined();
    expect(
      stylesheetReader(() => '.x{background:url(data:image/png;base64,AA)}')('/assets/b.css'),
    ).toBe('.x{background:url(data:image/png;base64,AA)}');
  });
});
