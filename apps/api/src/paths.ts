// Where the API's own files are, found from this module's place: apps/api/src when the source runs
// (tsx, tests), apps/api/dist once bundled (build.mjs), wherever the bundle's folder is. The API's
// folder is the first one above with a package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageDir(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** apps/api: its drizzle/ migrations and src/db/seed/assets/ are read at run time. */
export const API_DIR = packageDir(path.dirname(fileURLToPath(import.meta.url)));

/** The checkout: the apps' builds and the default DATA_DIR (.data) are found from it. */
export const REPO_ROOT = path.resolve(API_DIR, '../..');
