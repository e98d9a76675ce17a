/// <reference lib="dom" />
// Applies the stored colour scheme before a page paints, as Mantine's ColorSchemeScript would, but
// reading the spec's stored values (color-scheme.ts: 'theme' = light | dark | system; 'system' is
// not one of Mantine's). The site inlines it in every page's head under the page's nonce
// (document/AppDocument.tsx); the classroom and admin, sent with a build-drawn first screen, load it
// as /color-scheme.js (tooling/vite first-screen.js), their CSP allowing no inline script.
try {
  const stored = localStorage.getItem('theme');
  const dark =
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // No storage (private mode): the app applies its default when it starts.
}
