// `pnpm db:seed`: seeds an empty database (the embedded one, or DATABASE_URL's).
import path from 'node:path';
import { openDatabase } from '../client.ts';
import { loadEnv } from '../../env.ts';
import { seedIfEmpty } from './index.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  const seeded = await database.exclusive(() => seedIfEmpty(database, env));
  console.log(
    seeded
      ? 'Seeded the demo content and accounts.'
      : 'The database already has users: nothing seeded (pnpm db:reset wipes the embedded one).',
  );
} finally {
  await database.close();
}
