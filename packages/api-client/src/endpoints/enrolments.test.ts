import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp, httpConfig } from '../http-config.ts';
import { rosterCsvUrl } from './enrolments.ts';

const browser = { prefix: httpConfig.prefix, linkPrefix: httpConfig.linkPrefix };
afterEach(() => configureHttp(browser));

describe('the roster CSV link', () => {
  it('is an address of the page’s own origin, also when the page is drawn on the server', () => {
    // what the server's frame sets while it draws a page (packages/app-frame serve-app.server.ts):
    // its loaders reach the API at an address only that process answers
    configureHttp({ prefix: 'http://api.internal/api' });
    expect(rosterCsvUrl(7, { behindBelow: '50', status: 'ACTIVE' }, '상담')).toBe(
      '/api/admin/lectures/7/roster?behindBelow=50&status=ACTIVE&format=csv&reason=%EC%83%81%EB%8B%B4',
    );
  });

  it('leaves out empty filters and carries the reason', () => {
    expect(rosterCsvUrl(7, { behindBelow: '' }, 'x y')).toBe(
      '/api/admin/lectures/7/roster?format=csv&reason=x+y',
    );
  });
});
