// What jsdom lacks beyond the shared setup (tooling/vitest setup-dom.ts): Mantine's autosize
// Textarea listens for font loads on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
