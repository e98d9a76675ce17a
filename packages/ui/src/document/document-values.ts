// What the server knows only per request and hands to the page it renders: the CSP nonce of this
// response (design 3). The server render takes it from the request's router context; the browser
// reads it back from the <meta> the server wrote, so both render the same document.
import { createContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

export interface DocumentValues {
  /** This response's CSP nonce: inline scripts and Mantine's <style> elements carry it. */
  nonce?: string;
}

/** The values in the router's context of a server render (set by the app's server entry). */
export const documentValuesKey = createRouterContext<DocumentValues>({});

/** The same values for components (AppDocument, AppProviders). */
export const DocumentValuesContext = createContext<DocumentValues>({});

/** In the browser: the values the server wrote into the page. */
export function readDocumentValues(): DocumentValues {
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return nonce ? { nonce } : {};
}
