import { readOrigins } from '@academy/auth/origins';
import * as siteStrings from '@academy/strings/site';
import type { MetaDescriptor } from 'react-router';

/**
 * A public page's head: its title, description, canonical address and the Open Graph tags a
 * shared link shows. `path` is the page's own address without paging or filters.
 */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  image,
}: {
  title: string;
  description: string;
  /** None for a page that is not one (the 404 page): no canonical address then. */
  path?: string;
  type?: 'website' | 'article';
  /** The picture a shared link shows (a lecture's thumbnail), relative to the site or absolute. */
  image?: string | null;
}): MetaDescriptor[] {
  const documentTitle = title === siteStrings.brand ? title : siteStrings.documentTitle(title);
  if (path === undefined) return [{ title: documentTitle }, { name: 'robots', content: 'noindex' }];
  const url = new URL(path, readOrigins().site).toString();
  return [
    { title: documentTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteStrings.brand },
    { property: 'og:locale', content: 'ko_KR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [{ property: 'og:image', content: new URL(image, readOrigins().site).toString() }]
      : []),
  ];
}
