// The frame every page is drawn in is code every page loads: the libraries every page runs
// (React, the router, TanStack Query, jotai, Mantine's core) and the app's own frame (the browser
// entry, the root route, the layout routes and the app modules they import). It becomes the
// browser entry's chunk.
// Left to the bundler, the app's part is cut into a dozen small chunks, one per set of pages that
// happens to share each piece (the session, the toasts, the header's helpers...), and pieces that
// fewer pages share drift into the shared chunk beside code a page does not use. One chunk for the
// whole frame, found from what the route modules actually import, has no such waste by
// construction (docs/performance.md: first visits 4-7 KB of gzip lighter).

/** @typedef {{ file: string, children?: RouteEntry[] }} RouteEntry */

/** The route files that hold other routes: the layouts, as the app's routes.ts declares them. */
function layoutFiles(/** @type {RouteEntry[]} */ routes) {
  /** @type {string[]} */
  const files = [];
  for (const route of routes) {
    if (!route.children?.length) continue;
    files.push(route.file, ...layoutFiles(route.children));
  }
  return files;
}

/**
 * The frame's chunk group, and the plugin that finds the app's frame modules once the module graph
 * is built (chunks are made after). The group brings along the library modules those modules
 * import (the bundler's groups take their members' dependencies), and only those: the modules of
 * a library that some pages use and the frame does not (TanStack's mutations, Mantine's core
 * helpers of other components) stay with those pages (0.2-1.5 KB off each first visit).
 * @param {{ routes: RouteEntry[], appDirectory?: string }} options
 */
export function frameChunk({ routes, appDirectory = 'src' }) {
  const inApp = (/** @type {string} */ file) => `/${appDirectory}/${file}`;
  /** @type {Set<string>} */
  const frame = new Set();
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'academy:frame-chunk',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      frame.clear();
      const ids = [...this.getModuleIds()];
      const find = (/** @type {string} */ file) => {
        const found = ids.find((id) => id.replaceAll('\\', '/').endsWith(file));
        if (!found) throw new Error(`frame-chunk: ${file} is not in the build`);
        return found;
      };
      /** @param {string} id */
      const importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      /** @param {string} id */
      const visit = (id) => {
        if (frame.has(id) || id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id)) return;
        frame.add(id);
        importsOf(id).forEach(visit);
      };
      for (const file of ['entry.client.tsx', 'root.tsx', ...layoutFiles(routes)]) {
        visit(find(inApp(file)));
      }
    },
  };
  const group = {
    name: 'frame',
    // Before the shared group (priority 1). At priority 0 the bundler placed part of the frame
    // elsewhere: the admin's first visit was 5 KB heavier (measured, rolldown 1.2.19).
    priority: 2,
    test: (/** @type {string} */ id) => frame.has(id),
  };
  return { plugin, group };
}
