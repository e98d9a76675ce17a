import { siteActivityQuery } from '@academy/api-client/queries/site-content';
import { prefetch } from '@academy/api-client/prefetch';
import { coursePage } from '@academy/strings/courses';
import { homeStrings } from '@academy/strings/site-home';
import { AboutView } from '../features/home/HomeViews.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// 학원 소개 has its own address (the header links here); the academy's figures come with the page.
export const loader = () => prefetch((client) => [client.prefetchQuery(siteActivityQuery())]);

export const meta = () =>
  pageMeta({
    title: homeStrings.aboutTitle,
    description: coursePage.aboutDescription,
    path: '/about',
  });

export default function AboutPage() {
  return <AboutView />;
}
