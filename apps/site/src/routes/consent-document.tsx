import type { ConsentKind } from '@academy/api-client/contract';
import { consentDocumentQuery } from '@academy/api-client/queries/consents';
import { prefetch, prefetchedData } from '@academy/api-client/prefetch';
import * as consents from '@academy/strings/consents';
import {
  data,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { ConsentDocumentPage } from '../features/policies/ConsentDocumentPage.tsx';
import { pageMeta } from '../shared/page-meta.ts';
import { NotFound } from './NotFound.tsx';

/** The documents' addresses: /terms, /privacy, /agreements/privacy-optional, /agreements/marketing. */
const KINDS: Record<string, ConsentKind> = {
  '/terms': 'TERMS',
  '/privacy': 'PRIVACY',
  '/agreements/privacy-optional': 'PRIVACY_OPTIONAL',
  '/agreements/marketing': 'MARKETING',
};
const kindAt = (pathname: string) => KINDS[pathname.replace(/\/+$/, '')];

export function loader({ request }: LoaderFunctionArgs) {
  const kind = kindAt(new URL(request.url).pathname);
  return kind
    ? prefetch((client) => [client.prefetchQuery(consentDocumentQuery(kind))])
    : data(undefined, { status: 404 });
}

export function meta({ loaderData, location }: MetaArgs) {
  const kind = kindAt(location.pathname);
  if (!kind) return [];
  const doc = prefetchedData(loaderData, consentDocumentQuery(kind).queryKey);
  return pageMeta({
    title: doc?.title ?? consents.kinds[kind],
    description: consents.documentPage.description,
    path: location.pathname,
  });
}

export default function ConsentDocumentRoute() {
  const kind = kindAt(useLocation().pathname);
  const loaded = useLoaderData();
  if (!kind) return <NotFound />;
  return <ConsentDocumentPage doc={prefetchedData(loaded, consentDocumentQuery(kind).queryKey)} />;
}
