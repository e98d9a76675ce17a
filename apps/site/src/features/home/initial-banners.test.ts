import { INITIAL_BANNERS_ELEMENT_ID } from '@academy/api-client/contract/banners';
import { describe, expect, it, vi } from 'vitest';

const banner = {
  id: 3,
  title: '여름 특강',
  image: '/api/files/banners/3.webp',
  url: 'https://example.com',
  bannerOrder: 1,
  active: true,
  imageWidth: 1600,
  imageHeight: 600,
};

async function readFrom(json: string | undefined) {
  vi.resetModules();
  document.body.innerHTML =
    json === undefined
      ? ''
      : `<script type="application/json" id="${INITIAL_BANNERS_ELEMENT_ID}">${json}</script>`;
  const { initialBanners } = await import('./initial-banners.ts');
  return initialBanners();
}

describe('the banners sent with the home page', () => {
  it('are read from the page', async () => {
    expect((await readFrom(JSON.stringify([banner])))?.banners).toEqual([banner]);
  });

  it('are ignored when absent or not banners, so the app asks the API', async () => {
    expect(await readFrom(undefined)).toBeUndefined();
    expect(await readFrom('{"not":"banners"}')).toBeUndefined();
    expect(await readFrom('<broken')).toBeUndefined();
  });
});
