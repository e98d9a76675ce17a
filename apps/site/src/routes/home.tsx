import {
  activeBannersQuery,
  instructorsQuery,
  siteActivityQuery,
} from '@academy/api-client/queries/site-content';
import * as siteStrings from '@academy/strings/site';
import { prefetch } from '@academy/api-client/prefetch';
import { HomeViews } from '../features/home/HomeViews.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// The banners, the classroom's figures and the instructors (in a phone's first screen) are in the
// page as sent; the carousels below them load as they come near the screen.
export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(activeBannersQuery()),
    client.prefetchQuery(siteActivityQuery()),
    client.prefetchQuery(instructorsQuery()),
  ]);

export const meta = () =>
  pageMeta({ title: siteStrings.brand, description: siteStrings.descriptions.home, path: '/' });

export default function HomePage() {
  return <HomeViews />;
}
