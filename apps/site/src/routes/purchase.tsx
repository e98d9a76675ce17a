import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { lectureRatingsQuery } from '@academy/api-client/queries/reviews';
import { PageHeader } from '@academy/ui/PageHeader';
import * as siteStrings from '@academy/strings/site';
import { prefetch } from '@academy/api-client/prefetch';
import { LectureShop } from '../features/purchase/LectureShop.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(shopLecturesQuery()),
    client.prefetchQuery(lectureRatingsQuery()),
  ]);

export const meta = () =>
  pageMeta({
    title: siteStrings.purchase.title,
    description: siteStrings.descriptions.purchase,
    path: '/purchase',
  });

export default function PurchasePage() {
  return (
    <>
      <PageHeader title={siteStrings.purchase.title} />
      <LectureShop />
    </>
  );
}
