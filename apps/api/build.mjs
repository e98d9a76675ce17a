// `pnpm build`: the server and the operator commands as plain JavaScript in dist/, what production
// runs (docs/decisions/031-built-server.md). Our TypeScript and the workspace packages it imports
// (@academy/api-client's contract, @academy/strings: TypeScript source without a build of their
// own) are bundled; every other dependency stays an import resolved from node_modules at run
// time, so native and WebAssembly packages (@node-rs/argon2, sharp, PGlite) load as they are.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// --outdir: another folder inside apps/api (src/build.test.ts builds beside the real dist/).
const { outdir = 'dist' } = parseArgs({ options: { outdir: { type: 'string' } } }).values;

/** @type {{ dependencies: Record<string, string> }} */
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.entries(manifest.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);

const started = performance.now();
const result = await build({
  absWorkingDir: import.meta.dirname,
  // src/paths.ts finds apps/api (its migrations, the seed's sample video, the checkout) from
  // wherever its bundle lands, as the first folder above it with a package.json.
  entryPoints: {
    server: 'src/server.ts',
    'db-seed': 'src/db/seed/cli.ts',
    'db-reset': 'src/db/reset-cli.ts',
    'admin-create': 'src/db/admin-cli.ts',
  },
  outdir,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')).length;
console.log(
  `apps/api/${outdir}: ${files} files, ${(bytes / 1024).toFixed(0)} KB with source maps, in ${Math.round(performance.now() - started)} ms`,
);
