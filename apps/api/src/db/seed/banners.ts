// Home banners: three active and two inactive, with generated 1600x600 WebP images of
// geometric art (no text, so nothing needs translating) stored like an upload would be.
import sharp from 'sharp';
import { banners } from '../schema/banners.ts';
import type { SeedContext } from './context.ts';

const palettes = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#6fffe9'],
];

/** A deterministic composition of circles, bands and triangles for banner `index`. */
export function bannerArt(index: number) {
  const colors = palettes[index % palettes.length]!;
  let seed = index * 7919 + 17;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = Math.round(next() * 1600);
    const width = Math.round(80 + next() * 260);
    shapes.push(
      `<rect x="${x}" y="-100" width="${width}" height="900" fill="${colors[1 + (i % 4)]}" opacity="0.35" transform="rotate(${Math.round(next() * 50 - 25)} ${x} 300)"/>`,
    );
  }
  for (let i = 0; i < 7; i += 1) {
    shapes.push(
      `<circle cx="${Math.round(next() * 1600)}" cy="${Math.round(next() * 600)}" r="${Math.round(40 + next() * 180)}" fill="${colors[1 + ((i + 2) % 4)]}" opacity="0.8"/>`,
    );
  }
  const tx = Math.round(900 + next() * 500);
  shapes.push(
    `<polygon points="${tx},80 ${tx + 260},520 ${tx - 260},520" fill="${colors[4]}" opacity="0.9"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="${colors[0]}"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

const seeds = [
  {
    title: '2027학년도 EJU 대비 겨울 집중반 모집',
    url: 'https://www.jasso.go.jp/ryugaku/study_j/eju/index.html',
    active: true,
  },
  {
    title: '일본 명문대 합격 설명회 (1월 18일)',
    url: 'https://www.studyinjapan.go.jp/ko/',
    active: true,
  },
  { title: '신규 수강생 첫 달 수강료 20% 할인', url: 'https://www.mext.go.jp/', active: true },
  { title: '여름방학 일본어 특강 (마감)', url: 'https://www.jlpt.jp/', active: false },
  { title: '2026년 합격 수기 공모전 (종료)', url: 'https://www.jasso.go.jp/', active: false },
];

export async function seedBanners(ctx: SeedContext) {
  let slot = 0;
  for (const [index, seed] of seeds.entries()) {
    const art = await bannerArt(index);
    const image = await ctx.files.storeImage(
      new File([new Uint8Array(art)], `banner-${index + 1}.webp`, { type: 'image/webp' }),
      { maxWidth: 2400, maxHeight: 1200 },
    );
    if (seed.active) slot += 1;
    await ctx.db.insert(banners).values({
      title: seed.title,
      url: seed.url,
      imageKey: image.key,
      imageUrl: image.url,
      imageWidth: image.width ?? 1600,
      imageHeight: image.height ?? 600,
      bannerOrder: index,
      active: seed.active,
      activeSlot: seed.active ? slot : null,
      createdBy: ctx.users.admin.id,
    });
  }
}
