// The code of the page a visitor opens, preloaded with the app's own (issue 8): the router finds
// a page's lazy chunk only once the app has started, which costs one more round trip before the
// first screen. The build writes Vite's manifest and the apps' lazy routes
// (tooling/vite/src/page-routes.js); this joins them into the <link> tags for a path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PageRoute {
  path: string;
  /** The lazy route's module; none for a page in the app's own code (a redirect). */
  module?: string;
}

interface Page {
  segments: string[];
  links: string;
}

/** The chunk keys `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * How well `segments` matches `pathname`'s, as react-router ranks routes: a literal segment
 * beats a parameter, which beats the splat; undefined when it does not match.
 */
function score(segments: string[], parts: string[]): number | undefined {
  let total = 0;
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') return total;
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) total += 3;
    else if (segment === part) total += 10;
    else return undefined;
  }
  return parts.length === segments.length ? total + 1 : undefined;
}

/**
 * The preload tags for each page of the app built into `dist`, or for none when the build has no
 * page list (an app built before it existed is served as it is).
 */
export function pagePreloads(dist: string): (pathname: string) => string {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const pagesFile = path.join(dist, '.vite/pages.json');
  if (!existsSync(manifestFile) || !existsSync(pagesFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const routes = JSON.parse(readFileSync(pagesFile, 'utf8')) as PageRoute[];
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  // What the HTML already loads is not named twice.
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();

  const pages: Page[] = routes.map((route) => {
    const chunks = route.module
      ? [...staticClosure(manifest, route.module)].filter((key) => !loaded.has(key))
      : [];
    const tags = [
      ...chunks
        .flatMap((key) => manifest[key]!.css ?? [])
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...chunks.map(
        (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
      ),
    ];
    return {
      segments: route.path.split('/').filter(Boolean),
      links: [...new Set(tags)].join('\n    '),
    };
  });

  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    let best: { page: Page; score: number } | undefined;
    for (const page of pages) {
      const points = score(page.segments, parts);
      if (points !== undefined && (!best || points > best.score)) best = { page, score: points };
    }
    return best?.page.links ?? '';
  };
}
