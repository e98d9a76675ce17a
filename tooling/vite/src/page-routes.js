// The server sends each page with a preload of its own code (issue 8): a lazy route's chunk is
// otherwise found only once the app has started, one more round trip before the first screen.
// This plugin reads the apps' route tables at build time and writes .vite/pages.json beside
// Vite's manifest: every page route's full path and, for a lazy one, its module keyed as the
// manifest keys it (apps/api/src/pages.ts joins the two).
import path from 'node:path';
import { parseSync } from 'vite';

/** The file the plugin writes, inside the build's output directory. */
export const PAGES_FILE = '.vite/pages.json';

const LAZY_IMPORT = /\blazy:\s*\(\)\s*=>\s*import\(/;

/** @param {string} parent @param {string} child */
const joinPath = (parent, child) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/** @param {any} node @param {string} key */
const property = (node, key) =>
  node.properties.find(
    (/** @type {any} */ p) => p.type === 'Property' && !p.computed && p.key.name === key,
  )?.value;

/**
 * The pages of a react-router route table in `code` (its routes without children):
 * [{ path, source }], `path` the full path (joined to the parents', an index route's its
 * parent's) and `source` the specifier its `lazy: () => import('...')` loads, if it has one (a
 * redirect has none, and matching it keeps its path from counting as the catch-all page).
 * @param {string} fileName
 * @param {string} code
 * @returns {{ path: string, source?: string }[]}
 */
export function pageRoutes(fileName, code) {
  /** @type {{ path: string, source?: string }[]} */
  const found = [];
  /** @param {any} node @param {string} base */
  function visit(node, base) {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, base));
    if (!node || typeof node.type !== 'string') return;
    const routeLike =
      node.type === 'ObjectExpression' &&
      ['path', 'index', 'lazy', 'children'].some((key) => property(node, key));
    if (!routeLike) {
      for (const [key, value] of Object.entries(node)) {
        if (key !== 'type' && value && typeof value === 'object') visit(value, base);
      }
      return;
    }
    const ownPath = property(node, 'path');
    const full = ownPath?.type === 'Literal' ? joinPath(base, ownPath.value) : base;
    const children = property(node, 'children');
    if (children) return visit(children, full);
    if (!ownPath && !property(node, 'index')) return;
    const lazy = property(node, 'lazy');
    const imported = lazy?.body?.type === 'ImportExpression' ? lazy.body.source : undefined;
    found.push({ path: full, source: imported?.type === 'Literal' ? imported.value : undefined });
  }
  visit(parseSync(fileName, code).program, '/');
  return found;
}

/** @returns {import('vite').Plugin} */
export function pageRoutesFile() {
  let root = '';
  /** @type {Map<string, { path: string, module?: string }[]>} */
  const byFile = new Map();
  return {
    name: 'academy:page-routes',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !LAZY_IMPORT.test(code)) {
        return;
      }
      byFile.set(
        id,
        pageRoutes(id, code).map(({ path: routePath, source }) => ({
          path: routePath,
          module: source && path.relative(root, path.resolve(path.dirname(id), source)),
        })),
      );
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGES_FILE,
        source: JSON.stringify([...byFile.values()].flat(), null, 2),
      });
    },
  };
}
