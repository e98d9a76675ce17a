import {
  CONSENT_DOCUMENT_PATHS,
  CONSENT_KINDS,
} from '@academy/api-client/contract/consent-choices';
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

/** The document whose page this address is (CONSENT_DOCUMENT_PATHS read backwards). */
const kindAt = (pathname: string) =>
  CONSENT_KINDS.find((kind) => CONSENT_DOCUMENT_PATHS[kind] === pathname.replace(/\/+$/, ''));

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
