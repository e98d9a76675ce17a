// Mantine's AppShell navbar, aside, header and footer (the classroom's and the admin's frame)
// import the drag handle that resizes them (with its pointer and keyboard code and size clamping,
// about 1.5 KB of gzip), and draw it only when the AppShell is given `resize`. None of ours is:
// this plugin answers that import with a component that draws nothing, and throws if an AppShell
// is ever made resizable, so that change cannot ship without its handle unnoticed.

const STUB_ID = '\0academy:app-shell-resize-handle';
const APP_SHELL = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const HANDLE = /[\\/]AppShellResizeHandle[\\/]AppShellResizeHandle\.mjs$/;

/** @returns {import('vite').Plugin} */
export function appShellResizeHandle() {
  return {
    name: 'academy:app-shell-resize-handle',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !APP_SHELL.test(importer) || !HANDLE.test(source)) return null;
      return STUB_ID;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        'export function AppShellResizeHandle() {',
        "  throw new Error('AppShell resize is left out of this build: tooling/vite/src/app-shell-resize-handle.js');",
        '}',
      ].join('\n');
    },
  };
}
