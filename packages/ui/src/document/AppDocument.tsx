import { mantineHtmlProps } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
// Applies the stored scheme ('theme' = light | dark | system: color-scheme.ts) before the page
// paints, as Mantine's ColorSchemeScript would, reading the spec's values ('system' is not one of
// Mantine's). Inlined here under the page's nonce in all three apps (their page CSP allows a
// script carrying it: apps/api/src/lib/security-headers.ts). It is sent as written, so its
// comments stay short.
import colorSchemeScript from '../color-scheme-script.js?raw';
import { DocumentValuesContext } from './document-values.ts';

/**
 * The HTML document of every page of an app (its root route's Layout): the head each page's
 * `meta` export fills, the stored colour scheme applied before the first paint, and the router's
 * scripts under this response's CSP nonce.
 */
export function AppDocument({
  app,
  origins,
  noindex = false,
  children,
}: {
  app: 'site' | 'classroom' | 'admin';
  /** Where the three apps live (runtime settings read by packages/auth origins.ts). */
  origins: Record<string, string>;
  /** The classroom and the admin are not for search engines. */
  noindex?: boolean;
  children: ReactNode;
}) {
  const { nonce, mantineLayers } = useContext(DocumentValuesContext);
  return (
    <html lang="ko" data-app={app} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {nonce && <meta name="csp-nonce" content={nonce} />}
        <meta name="academy-origins" content={JSON.stringify(origins)} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: colorSchemeScript }}
        />
        {/* Mantine's cascade layers in Mantine's order, before any stylesheet: each page links
            only its components' styles, in whatever order they arrive (decision 022). */}
        <style nonce={nonce} data-mantine-layers="">
          {mantineLayers}
        </style>
        {noindex && <meta name="robots" content="noindex, nofollow" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
