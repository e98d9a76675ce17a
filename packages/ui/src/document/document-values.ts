// What the server knows and hands to the page it renders: the CSP nonce of this response
// (docs/product/api.md) and the order of Mantine's cascade layers. The server render takes them
// from the request's router context and its build; the browser reads them back from what the server
// wrote, so both render the same document and the browser's code does not carry them.
import { createContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

export interface DocumentValues {
  /** This response's CSP nonce: inline scripts and Mantine's <style> elements carry it. */
  nonce?: string;
  /**
   * `@layer mantine.baseline, ..., mantine.Typography;`, written before any stylesheet
   * (tooling/vite mantine-component-styles.js, decision 022).
   */
  mantineLayers?: string;
  /**
   * On the server only: the text of one of the build's stylesheets (`/assets/x.css`), for the
   * page to carry its first screen's styles inline (app-frame's document-request.server.tsx). The app's
   * server entry sets it (packages/app-frame serve-app.server.ts); undefined leaves the link as it is.
   */
  stylesheet?: (href: string) => string | undefined;
}

/** The values in the router's context of a server render (set by the app's server entry). */
export const documentValuesKey = createRouterContext<DocumentValues>({});

/** The same values for components (AppDocument, AppProviders). */
export const DocumentValuesContext = createContext<DocumentValues>({});

/**
 * The CSP nonce the server writes into each page (`<meta name="csp-nonce" content>`): Mantine and
 * the scripts' loaders put it on what they inject, so `style-src 'nonce-...'` allows it
 * (docs/product/security.md: CSP). A page without the meta (Storybook, tests, the server itself)
 * has none.
 */
export function readStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content || undefined;
}

/** In the browser: the values the server wrote into the page. */
export function readDocumentValues(): DocumentValues {
  const nonce = readStyleNonce();
  const mantineLayers = document.querySelector('style[data-mantine-layers]')?.textContent;
  return { ...(nonce ? { nonce } : {}), ...(mantineLayers ? { mantineLayers } : {}) };
}
