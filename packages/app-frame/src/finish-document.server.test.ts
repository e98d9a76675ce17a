import { describe, expect, it } from 'vitest';
import { codeAfterFirstImage, finishDocument, stylesheetReader } from './finish-document.server.ts';

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

// The router's module script as <Scripts> writes it for a page of two routes.
const ROUTER_SCRIPT = [
  '<script type="module" async="" nonce="n1">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-5.js";',
  'import * as route1 from "/assets/home-6.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-2.js");</script>',
].join('\n');
const withBanner = (script: string) =>
  `<html><head></head><body><img src="/b.webp" fetchpriority="high"/>${script}</body></html>`;

describe('codeAfterFirstImage', () => {
  it("runs the router's script, unchanged and under the nonce, once the first image has painted", () => {
    const html = codeAfterFirstImage(withBanner(ROUTER_SCRIPT), 'n1');
    const gate = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!;
    // nothing is imported before the wait: the router's imports are only in the text it adds
    expect(gate.replace(/script\.textContent = .*;/, '')).not.toMatch(/\bimport\b/);
    const waits = gate.indexOf('document.querySelector(\'img[fetchpriority="high"]\')');
    const adds = gate.indexOf('document.body.append(script)');
    expect(waits).toBeGreaterThanOrEqual(0);
    expect(adds).toBeGreaterThan(waits);
    // the script it adds carries the router's text and the page's nonce
    const literal = (name: string) =>
      JSON.parse(
        new RegExp(`script\\.${name} = ("(?:[^"\\\\]|\\\\.)*");`).exec(gate)![1]!,
      ) as string;
    expect(literal('textContent')).toBe(/<script[^>]*>([\s\S]*)<\/script>/.exec(ROUTER_SCRIPT)![1]);
    expect(literal('nonce')).toBe('n1');
  });

  it('writes the router\'s text with no "<", so nothing in it can end the script', () => {
    const script = ROUTER_SCRIPT.replace('window.', 'const tag = "<b>";window.');
    const gate = /<script[^>]*>([\s\S]*)<\/script>/.exec(
      codeAfterFirstImage(withBanner(script), 'n1'),
    )![1]!;
    expect(gate).not.toContain('<');
    expect(gate).toContain('const tag = \\"\\u003cb>\\"');
  });

  it('leaves a page without a first image as it was', () => {
    const page = `<html><body><img src="/a.png"/>${ROUTER_SCRIPT}</body></html>`;
    expect(codeAfterFirstImage(page, 'n1')).toBe(page);
  });
});
