// What a start does to the data before serving (README.md, docs/decisions/014-production-start.md):
// a local run seeds an empty database with the demo content; production (SEED_DEMO off) seeds
// nothing and creates only the first admin named by ADMIN_EMAIL/ADMIN_PASSWORD, or says how to
// create one.
import type { Env } from '../env.ts';
import { ensureFirstAdmin } from '../lib/auth/admins.ts';
import type { Logger } from '../lib/logger.ts';
import type { DatabaseHandle } from './client.ts';
import { isEmpty, seedIfEmpty } from './seed/index.ts';
import { publishFirstVersions } from './consent-first-versions.ts';

export async function firstStart(database: DatabaseHandle, env: Env, logger: Logger) {
  if (env.SEED_DEMO) {
    await seedIfEmpty(database, env, logger);
  }
  // Version 1 of each consent document, in any environment (a sign-up needs texts to agree to).
  await publishFirstVersions(database.db);
  if (env.SEED_DEMO) return;
  await ensureFirstAdmin(database.db, env, logger);
  if (await isEmpty(database)) {
    logger.warn(
      'the database has no users and no demo content (SEED_DEMO is off): create the first admin with `pnpm admin:create`, or set ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
}
