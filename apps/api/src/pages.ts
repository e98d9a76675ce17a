// What the server sends with each page of an app (issue 8, decision 010): the page's first
// screen, drawn by the build, and its own code, fetched with the app's (the router would find a
// lazy page's chunk only once the app had started, one more round trip before the page). The
// build writes Vite's manifest, the apps' routes (tooling/vite/src/page-routes.js) and their
// first screens (tooling/vite/src/first-screen.js); this joins them for each path.
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
  /** Its first screen's index in the first screens file; none when the build drew none. */
  screen?: number;
  /** The first screen a signed-in visitor sees, for an app whose pages need a session. */
  signedInScreen?: number;
}

/** A page's own code and styles, beyond what the app's entry loads. */
export interface PageAssets {
  modules: string[];
  styles: string[];
}

/** What a page is sent with. */
export interface PageParts extends PageAssets {
  /** The HTML of the app's first render on this page ('' when the build drew none). */
  firstScreen: string;
  /** Its first render for a signed-in visitor, when it differs ('' otherwise). */
  signedInFirstScreen: string;
}

interface Page {
  segments: string[];
  parts: PageParts;
}

const NONE: PageParts = { modules: [], styles: [], firstScreen: '', signedInFirstScreen: '' };

/** The assets as <link> tags for the head, for a page sent without a first screen. */
export const preloadTags = ({ modules, styles }: PageAssets) =>
  [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');

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

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/**
 * What each page of the app built into `dist` is sent with; nothing when the build has no page
 * list (an app built before it existed is served as it is).
 */
export function appPages(dist: string): (pathname: string) => PageParts {
  const manifest = readJson<Manifest>(path.join(dist, '.vite/manifest.json'));
  const routes = readJson<PageRoute[]>(path.join(dist, '.vite/pages.json'));
  const screens = readJson<string[]>(path.join(dist, '.vite/first-screens.json')) ?? [];
  if (!manifest || !routes) return () => NONE;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  // What the HTML already loads is not named twice.
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();

  const pages: Page[] = routes.map((route) => {
    const chunks = route.module
      ? [...staticClosure(manifest, route.module)].filter((key) => !loaded.has(key))
      : [];
    const styles = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
    return {
      segments: route.path.split('/').filter(Boolean),
      parts: {
        modules: chunks.map((key) => `/${manifest[key]!.file}`),
        styles: [...styles].map((file) => `/${file}`),
        firstScreen: (route.screen !== undefined && screens[route.screen]) || '',
        signedInFirstScreen:
          (route.signedInScreen !== undefined && screens[route.signedInScreen]) || '',
      },
    };
  });

  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean);
    let best: { page: Page; score: number } | undefined;
    for (const page of pages) {
      const points = score(page.segments, parts);
      if (points !== undefined && (!best || points > best.score)) best = { page, score: points };
    }
    return best?.page.parts ?? NONE;
  };
}
