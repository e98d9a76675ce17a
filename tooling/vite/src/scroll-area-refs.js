// Mantine's ScrollArea (inside every Table, Modal and Drawer) takes a single small hook,
// useMergeRefs, from @floating-ui/react. Bundled as is, that one import puts the whole positioning
// library (12 KB gzip) on every page with a table, menus or not. This plugin answers that one
// import with the same hook from @mantine/hooks instead (decision 007); menus, selects and
// tooltips still import @floating-ui/react itself.

const SHIM_ID = '\0academy:scroll-area-merge-refs';
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/** @returns {import('vite').Plugin} */
export function scrollAreaRefs() {
  return {
    name: 'academy:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return SHIM_ID;
      return null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      // floating-ui takes the refs as one array, Mantine's hook as arguments; both merge callback
      // refs with React 19 cleanups.
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export const useMergeRefs = (refs) => useMergedRef(...refs);',
      ].join('\n');
    },
  };
}
