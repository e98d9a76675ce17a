import { siteStrings } from '@academy/strings/site';
import { HomeViews } from '../features/home/HomeViews.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function Component() {
  useDocumentTitle(siteStrings.brand);
  return <HomeViews />;
}
