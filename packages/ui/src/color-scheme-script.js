// The stored colour scheme before the first paint (notes: document/AppDocument.tsx).
try {
  const s = localStorage.getItem('theme');
  const dark =
    s === 'dark' || (s !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // No storage (private mode): the app applies its default when it starts.
}
