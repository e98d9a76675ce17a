import * as commerce from '@academy/strings/commerce';
import { FailPage } from '../features/purchase/FailPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// A page of buying (docs/product/commerce.md): a person's own, so not for search engines.
export const meta = () =>
  pageMeta({ title: commerce.site.failTitle, description: commerce.site.failTitle });

export default function Page() {
  // the page's heading is its result's (paid, waiting, failed)
  return <FailPage />;
}
