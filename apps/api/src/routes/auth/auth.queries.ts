// The account reads sign-in and sign-up share: an email matched without regard to case.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export const emailEquals = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Whether an account already uses this email (any case). */
export async function emailInUse(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(emailEquals(email)).limit(1);
  return !!row;
}
