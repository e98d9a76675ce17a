// Writes a .br and a .gz beside every text asset of the build, so the server sends compressed
// files without compressing on each request (issue 8). Node's zlib only: no extra dependency.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  return {
    name: 'academy:precompress',
    apply: 'build',
    // What browsers download only (a server build is read from disk by Node).
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config;
      const outDir = path.resolve(root, build.outDir);
      for await (const file of files(outDir)) {
        if (!TEXT.test(file)) continue;
        const body = await readFile(file);
        if (body.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
