import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.js';

// A small app as Vite builds it: an entry loading two pages lazily that share a module, so the
// entry opens with Vite's preload helper (which lists the shared chunk for each page).
const root = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
const files = {
  'shared.js': 'export const greet = (name) => `hello ${name}`;',
  'a.js': "import { greet } from './shared.js';\nexport const page = () => greet('a');",
  'b.js': "import { greet } from './shared.js';\nexport const page = () => greet('b');",
  'main.js':
    "for (const load of [() => import('./a.js'), () => import('./b.js')]) load().then((m) => console.log(m.page()));",
};
for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, name), `${code}\n`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The chunks of a build of that app, by file name.
 * @param {import('vite').PluginOption[]} plugins
 * @returns {Promise<Record<string, string>>}
 */
async function chunks(plugins) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, rolldownOptions: { input: path.join(root, 'main.js') } },
  });
  // write: false answers the output (an array when there are several); never a watcher here.
  const bundle = /** @type {import('vite').Rolldown.RolldownOutput} */ (
    Array.isArray(output) ? output[0] : output
  );
  return Object.fromEntries(
    bundle.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.code]] : [])),
  );
}

describe('compileHints', () => {
  it('opens every chunk with the hint (V8 reads it only on the first line), once', async () => {
    const built = await chunks([compileHints()]);
    expect(Object.keys(built)).toHaveLength(4);
    // What the hint has to come before.
    expect(Object.values(built).some((code) => code.includes('__vite__mapDeps'))).toBe(true);
    for (const code of Object.values(built)) {
      expect(code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
  });

  it('gives hinted chunks other names than the same chunks unhinted (immutable caching)', async () => {
    const hinted = Object.keys(await chunks([compileHints()]));
    const plain = Object.keys(await chunks([]));
    expect(hinted).toHaveLength(plain.length);
    for (const name of hinted) expect(plain).not.toContain(name);
  });
});
