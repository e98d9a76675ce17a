// `pnpm db:reset`: wipes the embedded database (DATA_DIR/pglite), the uploaded files and the locally
// hosted videos, so the next start (or pnpm db:seed) begins from fresh demo data. A PostgreSQL
// server is never wiped here.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../env.ts';
import { DataDirBusyError, lockDataDir } from '../lib/data-dir-lock.ts';

const env = loadEnv();
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: db:reset only wipes the embedded database. Drop the PostgreSQL database yourself.',
  );
  process.exit(1);
}
// Never under a running server's feet.
let lock;
try {
  lock = await lockDataDir(env.DATA_DIR);
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const folder of ['pglite', 'uploads', 'videos']) {
  rmSync(path.join(env.DATA_DIR, folder), { recursive: true, force: true });
  console.log(`removed ${path.join(env.DATA_DIR, folder)}`);
}
await lock.release();
console.log('The embedded database is empty; the next start seeds it again.');
