import { siteStrings } from '@academy/strings/site';
import { useEffect } from 'react';

/** Every page has a document title (issue 5). */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = siteStrings.documentTitle(page);
  }, [page]);
}
