import * as commerce from '@academy/strings/commerce';
import { SuccessPage } from '../features/purchase/SuccessPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// A page of buying (docs/product/commerce.md): a person's own, so not for search engines.
export const meta = () =>
  pageMeta({ title: commerce.site.successTitle, description: commerce.site.successTitle });

export default function Page() {
  // the page's heading is its result's (paid, waiting, failed)
  return <SuccessPage />;
}
