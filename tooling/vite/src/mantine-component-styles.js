// Mantine ships its styles whole (@mantine/core/styles.layer.css: 41 KB of gzip, all of it
// blocking the first paint) or one file per component (@mantine/core/styles/Button.layer.css,
// ...). This plugin takes the second way without a list to keep by hand (decision 022):
// - every component's class-name module (esm/.../Button.module.mjs) imports its own stylesheet,
//   so a component's styles travel with its code: Vite puts them in the CSS of the chunk that
//   holds the component, and React Router links a page's CSS with the page;
// - each stylesheet gets its own cascade layer inside `mantine` (mantine.Button), in the order of
//   Mantine's whole file, which puts the components others build on first (UnstyledButton before
//   NavLink). Which file a browser loads first then no longer matters: a lazily loaded chunk that
//   brings a stylesheet again, or a page reached by navigation, cannot undo that order. The order
//   is written once, at the top of each page the server renders (`virtual:mantine-layers`, read by
//   packages/app-frame document-request.server.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.layer\.css(\?.*)?$/;
const BASE = ['baseline', 'default-css-variables', 'global'];
const VIRTUAL_ID = 'virtual:mantine-layers';

/**
 * `@layer mantine.baseline, mantine.default-css-variables, ..., mantine.Typography;`: Mantine's
 * own order, read from its whole stylesheet by where each component's first class appears.
 * @param {string} wholeFile the path of @mantine/core/styles.layer.css
 */
function layerOrder(wholeFile) {
  const whole = readFileSync(wholeFile, 'utf8');
  const stylesDir = join(dirname(wholeFile), 'styles');
  const components = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.layer.css'.length))
    .filter((name) => !BASE.includes(name))
    .map((name) => {
      const firstClass = /\.m_[0-9a-f]+/.exec(
        readFileSync(join(stylesDir, `${name}.layer.css`), 'utf8'),
      );
      return { name, at: firstClass ? whole.indexOf(firstClass[0]) : -1 };
    });
  const lost = components.filter(({ at }) => at < 0).map(({ name }) => name);
  if (lost.length > 0) throw new Error(`Mantine's whole stylesheet lacks ${lost.join(', ')}`);
  const names = [...BASE, ...components.sort((a, b) => a.at - b.at).map(({ name }) => name)];
  return `@layer ${names.map((name) => `mantine.${name}`).join(', ')};`;
}

/** @returns {import('vite').Plugin} */
export function mantineComponentStyles() {
  /** @type {string} */
  let root;
  /** @type {string | undefined} */
  let order;
  let serving = false;
  const wholeFile = () =>
    createRequire(join(root, 'package.json')).resolve('@mantine/core/styles.layer.css');
  return {
    name: 'academy:mantine-component-styles',
    // Before Vite's CSS plugin, which turns a stylesheet into a module.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      order ??= layerOrder(wholeFile());
      return `export const mantineLayerOrder = ${JSON.stringify(order)};`;
    },
    transform(code, id) {
      const stylesheet = STYLESHEET.exec(id);
      // `pnpm dev` loads Mantine pre-bundled in the browser and as is on the server, past this
      // plugin, so no component brings its styles: the base import brings the whole file instead.
      if (serving) {
        if (!stylesheet) return null;
        const whole = stylesheet[1] === 'baseline' ? readFileSync(wholeFile(), 'utf8') : '';
        return { code: whole, map: null };
      }
      if (stylesheet) {
        return {
          code: code.replace(/^@layer mantine \{/, `@layer mantine.${stylesheet[1]} {`),
          map: null,
        };
      }
      const classNames = CLASS_NAMES.exec(id);
      if (!classNames) return null;
      const path = id.replace(/[\\/]esm[\\/].*$/, `/styles/${classNames[1]}.layer.css`);
      return { code: `${code}\nimport ${JSON.stringify(path)};\n`, map: null };
    },
  };
}
