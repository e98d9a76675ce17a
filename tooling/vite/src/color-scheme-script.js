/// <reference lib="dom" />
/* global document, matchMedia -- runs in the page */
// Served as /color-scheme.js and run in the head of every page sent with a first screen
// (apps/api/src/first-screen.ts): it applies the stored colour scheme before that screen paints,
// as Mantine's ColorSchemeScript would inline (the pages' CSP allows no inline script). The key
// and values are packages/ui's color-scheme.ts: 'theme' = light | dark | system.
try {
  const stored = localStorage.getItem('theme');
  const dark =
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // No storage (private mode): the app applies its default when it starts.
}
