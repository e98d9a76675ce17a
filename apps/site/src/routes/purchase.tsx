import { PageHeader } from '@academy/ui/PageHeader';
import { siteStrings } from '@academy/strings/site';
import { LectureShop } from '../features/purchase/LectureShop.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(siteStrings.purchase.title);
  return (
    <>
      <PageHeader title={siteStrings.purchase.title} />
      <LectureShop />
    </>
  );
}
