// The academy's own settings (docs/product/api.md: academy settings): the bank account enrolment
// fees are paid into. Anyone reads it (the enrolment dialog shows it to a visitor); only an admin
// changes it (docs/product/roles.md).
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  PaymentAccount,
  PaymentAccountRequest,
  PaymentAccountResponse,
} from '@academy/api-client/contract';
import { courseMessages as m } from '@academy/strings/courses';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { academySettings } from '../../db/schema/settings.ts';
import { requireRole } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';

const PAYMENT_ACCOUNT = 'payment_account';

/** The stored account, or null when unset (or stored in a shape the contract no longer reads). */
export async function paymentAccount(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ value: academySettings.value })
    .from(academySettings)
    .where(eq(academySettings.key, PAYMENT_ACCOUNT))
    .limit(1);
  const parsed = v.safeParse(PaymentAccount, row?.value);
  return parsed.success ? parsed.output : null;
}

export const academyRoutes = new Hono<AppEnv>()
  .get(
    '/academy/payment-account',
    describeRoute({
      tags: ['academy'],
      summary: 'The bank account enrolment fees are paid into (null when unset); public',
      responses: okJson(PaymentAccountResponse, 'the account'),
    }),
    async (c) => ok(c, await paymentAccount(c.var.deps.database.db), m.accountRead),
  )
  .put(
    '/academy/payment-account',
    describeRoute({
      tags: ['academy'],
      summary: 'Set the bank account enrolment fees are paid into; ADMIN',
      responses: okJson(PaymentAccountResponse, 'the saved account', 400, 401, 403),
    }),
    requireRole('ADMIN'),
    validate('json', PaymentAccountRequest),
    async (c) => {
      const value = c.req.valid('json');
      await c.var.deps.database.db
        .insert(academySettings)
        .values({ key: PAYMENT_ACCOUNT, value })
        .onConflictDoUpdate({
          target: academySettings.key,
          set: { value, updatedAt: sql`now()` },
        });
      return ok(c, value, m.accountSaved);
    },
  );
