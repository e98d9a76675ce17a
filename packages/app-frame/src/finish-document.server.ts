// What the server changes in a rendered page before sending it. It holds the whole document
// (document-request.server.tsx waits for every part), so these are changes to its text, made
// the same way whatever version of React Router wrote it.

/** `<link rel="modulepreload" ...>`, whatever the order of its attributes. */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** `<link rel="stylesheet" href="...">` as React Router's <Links> writes a route's CSS. */
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

export interface FinishOptions {
  /** This response's CSP nonce, for the inline styles. */
  nonce?: string;
  /** The text of a built stylesheet by its address; undefined leaves its link as it is. */
  stylesheet?: (href: string) => string | undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * - **No module preloads** (decision 034, which keeps decision 024's rule without its patch of
 *   React Router): Chromium held the first paint until the preloaded code had arrived. The
 *   router's inline module script still fetches the code once the parser reaches it.
 * - **The first screen's styles inline** (decision 033): each stylesheet link of the head is
 *   preceded by the stylesheet's text in a `<style>` under the nonce, and keeps its place with
 *   `disabled`, so the browser does not fetch it. The link must stay: React hydrates the head
 *   and claims each of <Links>' elements by its rel and href; its attributes are not compared.
 *   A lazy chunk's loader (Vite's) finds the link and does not load the file again.
 */
export function finishDocument(html: string, { nonce, stylesheet }: FinishOptions): string {
  const withoutPreloads = codeAfterFirstImage(html.replace(MODULE_PRELOAD, ''), nonce);
  if (!stylesheet) return withoutPreloads;
  const headEnd = withoutPreloads.indexOf('</head>');
  if (headEnd < 0) return withoutPreloads;
  const head = withoutPreloads.slice(0, headEnd).replace(STYLESHEET, (link, href: string) => {
    const text = stylesheet(href);
    if (text === undefined || /\sdisabled\b/.test(link)) return link;
    const attributes = `${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''} data-inline-href="${escapeAttribute(href)}"`;
    return `<style${attributes}>${text}</style>${link.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
  return head + withoutPreloads.slice(headEnd);
}

/**
 * Reads a build's stylesheets for finishDocument, once each (their names carry their content's
 * hash). Only the build's own `/assets/*.css`; a stylesheet that names another file by a relative
 * `url()` (which inline would resolve against the page) or could end the `<style>` element stays
 * a link.
 */
export function stylesheetReader(read: (file: string) => string | undefined) {
  const cache = new Map<string, string | undefined>();
  return (href: string) => {
    // React Router marks the CSS a chunk imported with a `#` (decision 022): the same file.
    const name = /^\/assets\/([\w.-]+\.css)#?$/.exec(href)?.[1];
    if (!name) return undefined;
    if (!cache.has(name)) {
      const text = read(name);
      const inlinable =
        text !== undefined &&
        !/<\/style/i.test(text) &&
        !/url\(\s*['"]?(?!data:|\/|https?:|#)/i.test(text);
      cache.set(name, inlinable ? text : undefined);
    }
    return cache.get(name);
  };
}

/** The router's module script: the code's imports, then what it does with them. */
const ROUTER_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** An image the page asks to fetch first: its first screen's largest picture (the home's banner). */
const FIRST_IMAGE = /<img\b[^>]*\bfetchpriority="high"/i;

/** A string literal of `text` that can stand inside a `<script>` element. */
const scriptLiteral = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * **The app's code after the first image** (docs/decisions/047-app-code-after-the-first-image.md):
 * on a page whose first screen has an image marked `fetchpriority="high"`, the router's module
 * script runs once that image has loaded and the frame after it is painted (at most 3 s), instead
 * of at once. The same bytes arrive in the same total time on a slow link, the picture first;
 * until then the page is the server's (links work, buttons wait for the code). The script in its
 * place waits, then adds the router's own script, unchanged and under the same nonce, at the end
 * of the body (React's hydration passes over an element added there).
 */
export function codeAfterFirstImage(html: string, nonce?: string): string {
  if (!FIRST_IMAGE.test(html)) return html;
  return html.replace(ROUTER_SCRIPT, (_, open: string, code: string, close: string) => {
    const gate = `await new Promise((go) => {
  const image = document.querySelector('img[fetchpriority="high"]');
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => go()));
  if (!image || image.complete) return painted();
  image.addEventListener('load', painted, { once: true });
  image.addEventListener('error', painted, { once: true });
  setTimeout(go, 3000);
});
const script = document.createElement('script');
script.type = 'module';
${nonce ? `script.nonce = ${scriptLiteral(nonce)};\n` : ''}script.textContent = ${scriptLiteral(code)};
document.body.append(script);`;
    return `${open}${gate}${close}`;
  });
}
