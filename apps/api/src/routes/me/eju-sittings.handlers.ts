// A student's official EJU sittings (docs/product/api.md: /api/me/eju-sittings): their own rows
// only, one per year and month; another student's row answers 404 as if it did not exist.
import * as accounts from '@academy/strings/accounts';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { EjuSitting, EjuSittingRequest } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { ejuSittings, type EjuSittingRow } from '../../db/schema/accounts.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/lecture-access.ts';

type Ctx = Context<AppEnv>;
type Input = v.InferOutput<typeof EjuSittingRequest>;
const say = accounts.answers;

export function toSitting(row: EjuSittingRow): EjuSitting {
  return {
    id: row.id,
    year: row.year,
    month: row.month,
    japaneseReading: row.japaneseReading,
    japaneseListening: row.japaneseListening,
    japaneseTotal:
      row.japaneseReading !== null && row.japaneseListening !== null
        ? row.japaneseReading + row.japaneseListening
        : null,
    japaneseWriting: row.japaneseWriting,
    science1Subject: row.science1Subject,
    science1Score: row.science1Score,
    science2Subject: row.science2Subject,
    science2Score: row.science2Score,
    generalStudies: row.generalStudies,
    mathCourse: row.mathCourse,
    mathScore: row.mathScore,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The columns of a request: a missing subject is stored as not taken (null). */
const columns = (input: Input) => ({
  year: input.year,
  month: input.month,
  japaneseReading: input.japaneseReading ?? null,
  japaneseListening: input.japaneseListening ?? null,
  japaneseWriting: input.japaneseWriting ?? null,
  science1Subject: input.science1Subject ?? null,
  science1Score: input.science1Score ?? null,
  science2Subject: input.science2Subject ?? null,
  science2Score: input.science2Score ?? null,
  generalStudies: input.generalStudies ?? null,
  mathCourse: input.mathCourse ?? null,
  mathScore: input.mathScore ?? null,
});

/** One sitting per student, year and month (the unique index decides a race). */
async function unlessTaken<T>(input: Input, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say.sittingTaken(input.year, input.month));
    throw error;
  }
}

export async function listSittings(c: Ctx) {
  const rows = await c.var.deps.database.db
    .select()
    .from(ejuSittings)
    .where(eq(ejuSittings.userId, c.var.user.id))
    .orderBy(desc(ejuSittings.year), desc(ejuSittings.month));
  return ok(c, rows.map(toSitting), say.sittings);
}

export async function createSitting(c: Ctx, input: Input) {
  const [row] = await unlessTaken(input, () =>
    c.var.deps.database.db
      .insert(ejuSittings)
      .values({ userId: c.var.user.id, ...columns(input) })
      .returning(),
  );
  return ok(c, toSitting(row!), say.sittingCreated, 201);
}

export async function updateSitting(c: Ctx, id: number, input: Input) {
  const [row] = await unlessTaken(input, () =>
    c.var.deps.database.db
      .update(ejuSittings)
      .set(columns(input))
      .where(and(eq(ejuSittings.id, id), eq(ejuSittings.userId, c.var.user.id)))
      .returning(),
  );
  if (!row) throw notFound(say.sittingNotFound);
  return ok(c, toSitting(row), say.sittingUpdated);
}

export async function deleteSitting(c: Ctx, id: number) {
  const [row] = await c.var.deps.database.db
    .delete(ejuSittings)
    .where(and(eq(ejuSittings.id, id), eq(ejuSittings.userId, c.var.user.id)))
    .returning({ id: ejuSittings.id });
  if (!row) throw notFound(say.sittingNotFound);
  return ok(c, null, say.sittingDeleted);
}
