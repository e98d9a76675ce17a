import { PageHeader } from '@academy/ui/PageHeader';
import * as commerce from '@academy/strings/commerce';
import { CartPage } from '../features/purchase/CartPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';

// A page of buying (docs/product/commerce.md): a person's own, so not for search engines.
export const meta = () =>
  pageMeta({ title: commerce.site.cartTitle, description: commerce.site.cartTitle });

export default function Page() {
  return (
    <>
      <PageHeader title={commerce.site.cartTitle} />
      <CartPage />
    </>
  );
}
