import { describe, expect, it } from 'vitest';
import { testEnv } from '../test/test-app.ts';
import { pageCsp } from './security-headers.ts';

describe('pageCsp', () => {
  it('is the design 3 policy with the nonce and our three origins as frame ancestors', () => {
    const csp = pageCsp(testEnv, 'abc123');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain(
      `frame-ancestors ${testEnv.SITE_URL} ${testEnv.CLASSROOM_URL} ${testEnv.ADMIN_URL}`,
    );
    expect(csp).toContain("frame-src 'self' https://player.vimeo.com");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the browser upload to the video service only when VIDEO_HOST=vimeo', () => {
    const csp = pageCsp({ ...testEnv, VIDEO_HOST: 'vimeo' }, 'n');
    expect(csp).toContain("connect-src 'self' https://*.vimeo.com");
    expect(csp).toContain('https://i.vimeocdn.com');
  });
});
