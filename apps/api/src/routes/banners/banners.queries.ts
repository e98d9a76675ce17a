// Banner reads: every banner or the active ones, in their order, as the contract's Banner.
import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@academy/api-client/contract';
import type { Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/banners.ts';

type Row = typeof banners.$inferSelect;

export function toBanner(row: Row): Banner {
  return {
    id: row.id,
    title: row.title,
    image: row.imageUrl,
    url: row.url,
    bannerOrder: row.bannerOrder,
    active: row.active,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
  };
}

const byOrder = [asc(banners.bannerOrder), asc(banners.id)];

/** Every banner, active and inactive, sorted by bannerOrder (docs/product/screens.md). */
export async function allBanners(db: Database | Tx): Promise<Banner[]> {
  return (
    await db
      .select()
      .from(banners)
      .orderBy(...byOrder)
  ).map(toBanner);
}

/** The home carousel, sorted by bannerOrder (docs/product/screens.md). */
export async function activeBanners(db: Database): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(...byOrder);
  return rows.map(toBanner);
}
