// The server sends the home page with the active banners in it (apps/api home-first-screen.ts), so
// the carousel needs no API call on a first visit. They count as fetched when the page was read:
// once TanStack Query's stale time has passed, a later visit to / asks the API again.
import { Banner, INITIAL_BANNERS_ELEMENT_ID } from '@academy/api-client/contract/banners';
import * as v from 'valibot';

export interface InitialBanners {
  banners: Banner[];
  readAt: number;
}

function read(doc: Document): InitialBanners | null {
  const text = doc.getElementById(INITIAL_BANNERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(v.array(Banner), JSON.parse(text));
    return parsed.success ? { banners: parsed.output, readAt: Date.now() } : null;
  } catch {
    return null;
  }
}

let initial: InitialBanners | null | undefined;

/** The banners the page was sent with, or undefined (absent or malformed, or no page: the
 * build drawing the first screen). */
export function initialBanners(doc?: Document): InitialBanners | undefined {
  doc ??= typeof document === 'undefined' ? undefined : document;
  if (!doc) return undefined;
  if (initial === undefined) initial = read(doc);
  return initial ?? undefined;
}
