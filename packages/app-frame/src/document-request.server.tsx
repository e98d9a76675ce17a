// The virtual module is declared beside this file; the apps and packages that compile this file
// through their imports see the declaration only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./mantine-layers.d.ts" />
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { mantineLayerOrder } from 'virtual:mantine-layers';
import { DocumentValuesContext, documentValuesKey } from '@academy/ui/document';
import { finishDocument } from './finish-document.server.ts';

/**
 * Every app's server entry (entry.server.tsx): renders the page with this response's nonce on
 * the router's scripts and whatever else the document inlines. It waits for the whole page
 * (nothing here streams a deferred part), so search engines and a browser without JavaScript
 * get it all, and sends it as finishDocument leaves it (no module preloads, the first screen's
 * styles inline).
 */
export async function handleDocumentRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { stylesheet, ...given } = loadContext.get(documentValuesKey);
  const values = { ...given, mantineLayers: mantineLayerOrder };
  let failed = false;
  const body = await renderToReadableStream(
    <DocumentValuesContext value={values}>
      <ServerRouter context={routerContext} url={request.url} nonce={values.nonce} />
    </DocumentValuesContext>,
    {
      ...(values.nonce ? { nonce: values.nonce } : {}),
      signal: AbortSignal.timeout(10_000),
      onError(error) {
        failed = true;
        console.error(error);
      },
    },
  );
  await body.allReady;
  const html = finishDocument(await new Response(body).text(), {
    ...(values.nonce ? { nonce: values.nonce } : {}),
    ...(stylesheet ? { stylesheet } : {}),
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status: failed ? 500 : status, headers });
}

export { stylesheetReader } from './finish-document.server.ts';
