// The first admin of a deployment (docs/decisions/014-production-start.md): production seeds no
// demo accounts, so the first admin comes from `pnpm admin:create` (src/db/admin-cli.ts) or from
// ADMIN_EMAIL/ADMIN_PASSWORD, which a start reads only while no admin exists.
import { api } from '@academy/strings/api';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { Email, NewPassword } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../logger.ts';
import { hashPassword } from './passwords.ts';

export const adminMessages = api.adminCli;

const AdminInput = v.object({
  email: Email,
  password: NewPassword,
  name: v.pipe(
    v.string(adminMessages.nameInvalid),
    v.trim(),
    v.minLength(1, adminMessages.nameInvalid),
    v.maxLength(50, adminMessages.nameInvalid),
  ),
});

/** A refusal the command prints as it is (Korean, no stack). */
export class AdminInputError extends Error {}

/** Creates an ADMIN; refuses an invalid input or an email in use, changing nothing. */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
) {
  const parsed = v.safeParse(AdminInput, {
    ...input,
    name: input.name || adminMessages.defaultName,
  });
  if (!parsed.success) throw new AdminInputError(parsed.issues[0].message);
  const { email, password, name } = parsed.output;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (taken) throw new AdminInputError(adminMessages.emailTaken);
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name, role: 'ADMIN' })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD create the first admin once: never while any admin exists. */
export async function ensureFirstAdmin(db: Database, env: Env, logger: Logger) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  if (admin) return false;
  const row = await createAdmin(db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    name: env.ADMIN_NAME,
  });
  logger.info({ email: row.email }, 'created the first admin from ADMIN_EMAIL');
  return true;
}
