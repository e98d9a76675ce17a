// `pnpm admin:create`: creates an admin account (the first one of a production deployment, which
// seeds no demo accounts). Values come from --email/--name/--password, then ADMIN_EMAIL/ADMIN_NAME/
// ADMIN_PASSWORD, then a prompt (the password unechoed). With the embedded database, run it while
// the server is stopped (PGlite serves one process).
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AdminInputError, adminMessages, createAdmin } from '../lib/auth/admins.ts';
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';

let args;
try {
  args = parseArgs({
    // pnpm may pass the `--` that separated its own options
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  }).values;
} catch {
  console.error(adminMessages.usage);
  process.exit(2);
}
const env = loadEnv();

async function ask(question: string, hidden = false) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo the question, never the typed characters.
    const output = prompt as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  }
  try {
    return (await prompt.question(question)).trim();
  } finally {
    if (hidden) process.stdout.write('\n');
    prompt.close();
  }
}

const interactive = process.stdin.isTTY;
const email =
  args.email ?? env.ADMIN_EMAIL ?? (interactive ? await ask(adminMessages.askEmail) : '');
const name = args.name ?? env.ADMIN_NAME ?? (interactive ? await ask(adminMessages.askName) : '');
let password = args.password ?? env.ADMIN_PASSWORD;
if (password === undefined && interactive) {
  password = await ask(adminMessages.askPassword, true);
  if ((await ask(adminMessages.askPasswordAgain, true)) !== password) {
    console.error(adminMessages.passwordMismatch);
    process.exit(1);
  }
}

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  const admin = await createAdmin(database.db, { email, name, password: password ?? '' });
  console.log(adminMessages.created(admin.email));
} catch (error) {
  if (!(error instanceof AdminInputError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
