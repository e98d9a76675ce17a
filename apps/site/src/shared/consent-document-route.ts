// The loader and head of a consent document's page: the text arrives with the page.
import type { ConsentKind } from '@academy/api-client/contract';
import { consentDocumentQuery } from '@academy/api-client/queries/consents';
import { prefetch, prefetchedData } from '@academy/api-client/prefetch';
import * as consents from '@academy/strings/consents';
import type { MetaArgs } from 'react-router';
import { pageMeta } from './page-meta.ts';

export const documentLoader = (kind: ConsentKind) =>
  prefetch((client) => [client.prefetchQuery(consentDocumentQuery(kind))]);

export function documentMeta(kind: ConsentKind, path: string, { loaderData }: MetaArgs) {
  const doc = prefetchedData(loaderData, consentDocumentQuery(kind).queryKey);
  return pageMeta({
    title: doc?.title ?? consents.kinds[kind],
    description: consents.documentPage.description,
    path,
  });
}
