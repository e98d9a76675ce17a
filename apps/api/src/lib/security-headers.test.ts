import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { testEnv } from '../test/test-app.ts';
import { pageSecurityHeaders, securityHeaders, storybookCsp } from './security-headers.ts';

const API_CSP = `default-src 'none'; frame-ancestors ${testEnv.SITE_URL} ${testEnv.CLASSROOM_URL} ${testEnv.ADMIN_URL}; base-uri 'none'`;

/** A page as static-apps.ts renders one: its body is the nonce the CSP was given. */
async function page(env: Env, url = '/page') {
  const app = new Hono()
    .use(securityHeaders(env))
    .get('/page', pageSecurityHeaders(env), (c) => c.text(c.get('secureHeadersNonce') ?? ''));
  const response = await app.request(url);
  return { nonce: await response.text(), headers: response.headers };
}

describe('the page CSP', () => {
  it('is the content security policy with the nonce and our three origins as frame ancestors', async () => {
    const { nonce, headers } = await page(testEnv);
    expect(nonce).toMatch(/^[\w+/]{20,}={0,2}$/);
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain(
      `frame-ancestors ${testEnv.SITE_URL} ${testEnv.CLASSROOM_URL} ${testEnv.ADMIN_URL}`,
    );
    expect(csp).toContain("frame-src 'self' https://player.vimeo.com");
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('gives every page its own nonce', async () => {
    expect((await page(testEnv)).nonce).not.toBe((await page(testEnv)).nonce);
  });

  it('lets the browser upload to the video service only when VIDEO_HOST=vimeo', async () => {
    const csp = (await page({ ...testEnv, VIDEO_HOST: 'vimeo' })).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain("connect-src 'self' https://*.vimeo.com");
    expect(csp).toContain('https://i.vimeocdn.com');
  });

  it('lets the payment gateway’s SDK and window in only when PAYMENT_PROVIDER=toss', async () => {
    const local = (await page(testEnv)).headers.get('content-security-policy');
    expect(local).not.toContain('tosspayments');
    const toss = (
      await page({
        ...testEnv,
        PAYMENT_PROVIDER: 'toss',
        TOSS_CLIENT_KEY: 'ck',
        TOSS_SECRET_KEY: 'sk',
      })
    ).headers.get('content-security-policy');
    expect(toss).toContain("script-src 'self' 'nonce-");
    expect(toss).toContain('https://js.tosspayments.com');
    expect(toss).toContain("frame-src 'self' https://player.vimeo.com https://*.tosspayments.com");
    expect(toss).toContain("connect-src 'self' https://*.tosspayments.com");
  });

  it('sends HSTS for a year over https only', async () => {
    expect((await page(testEnv)).headers.get('strict-transport-security')).toBeNull();
    const secure = await page(testEnv, 'https://academy.test/page');
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('storybookCsp', () => {
  it("lets Storybook's manager frame its preview and run its inline bootstrap, nothing else", () => {
    const csp = storybookCsp();
    // The manager page frames iframe.html on the same origin: both must allow it.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('*');
  });
});

describe('securityHeaders', () => {
  const app = new Hono()
    .use(securityHeaders(testEnv))
    .get('/json', (c) => c.json({ ok: true }))
    .get('/own', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'; sandbox");
      c.header('Referrer-Policy', 'no-referrer');
      return c.text('player');
    })
    // What a library hands back (the tus server does): a Response built without the context.
    .get('/raw', () => new Response('raw', { headers: { 'X-Content-Type-Options': 'nosniff' } }));

  it.each(['/json', '/raw'])('puts every secure header on %s', async (path) => {
    const headers = (await app.request(path)).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('content-security-policy')).toBe(API_CSP);
    // Over plain http: no HSTS; and nothing beyond the set in docs/product/security.md
    // (X-Frame-Options would refuse the framing our other two origins are allowed).
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
  });

  it("keeps a handler's own policy", async () => {
    const headers = (await app.request('/own')).headers;
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('adds HSTS over https and keeps JSON out of caches', async () => {
    const response = await app.request('https://api.academy.test/json');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
