// Consent documents and answers (docs/product/privacy.md): the current version of each kind, an
// admin's new version (never an edit), the sign-up's answers, and a person's state, history and
// changes. Every answer is a new row (append-only); the newest row of a kind is the answer.
import * as consents from '@academy/strings/consents';
import { desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import {
  CONSENT_KINDS,
  isRequiredConsent,
  type ConsentChoice,
  type ConsentDocument,
  type ConsentKind,
  type ConsentPublishRequest,
  type ConsentSource,
  type MyConsents,
} from '@academy/api-client/contract';
import type { AppEnv, Tx } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { consentDocuments, consentRecords } from '../../db/schema/privacy.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

type Ctx = Context<AppEnv>;
type Reader = Database | Tx;
type DocumentRow = typeof consentDocuments.$inferSelect;
const say = consents.answers;

export function toDocument(row: DocumentRow): ConsentDocument {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    body: row.body,
    required: isRequiredConsent(row.kind),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The newest version of each kind that has one, in the kinds' order. */
export async function currentDocuments(db: Reader): Promise<Map<ConsentKind, DocumentRow>> {
  const rows = await db
    .selectDistinctOn([consentDocuments.kind])
    .from(consentDocuments)
    .orderBy(consentDocuments.kind, desc(consentDocuments.version));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return new Map(
    CONSENT_KINDS.filter((kind) => byKind.has(kind)).map((kind) => [kind, byKind.get(kind)!]),
  );
}

export async function listCurrent(c: Ctx) {
  const current = await currentDocuments(c.var.deps.database.db);
  return ok(c, [...current.values()].map(toDocument), say.documents);
}

export async function currentOf(c: Ctx, kind: ConsentKind) {
  const row = (await currentDocuments(c.var.deps.database.db)).get(kind);
  if (!row) throw notFound(say.noDocument);
  return ok(c, toDocument(row), say.documents);
}

/** Every version, newest first (the admin's screen). */
export async function listAll(c: Ctx) {
  const rows = await c.var.deps.database.db
    .select()
    .from(consentDocuments)
    .orderBy(desc(consentDocuments.publishedAt), desc(consentDocuments.id));
  return ok(c, rows.map(toDocument), say.documentHistory);
}

/** A new version: one above the newest of its kind (a race on the same number is a 409). */
export async function publish(c: Ctx, input: v.InferOutput<typeof ConsentPublishRequest>) {
  const db = c.var.deps.database.db;
  try {
    const [row] = await db
      .insert(consentDocuments)
      .values({
        kind: input.kind,
        title: input.title,
        body: input.body,
        publishedBy: c.var.user.id,
        version: sql`(select coalesce(max(${consentDocuments.version}), 0) + 1 from ${consentDocuments} where ${consentDocuments.kind} = ${input.kind})`,
      })
      .returning();
    return ok(c, toDocument(row!), say.published, 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say.staleVersion(consents.kinds[input.kind]));
    throw error;
  }
}

/**
 * Checks answers against the current versions: a version other than the current one is refused
 * (the person saw an older text), and so is a kind nothing is published for.
 */
function checkVersions(current: Map<ConsentKind, DocumentRow>, choices: readonly ConsentChoice[]) {
  for (const choice of choices) {
    const document = current.get(choice.kind);
    if (!document) throw badRequest(say.requiredUnpublished, { field: 'consents' });
    if (document.version !== choice.version)
      throw conflict(say.staleVersion(consents.kinds[choice.kind]));
  }
}

async function insertRecords(
  tx: Reader,
  userId: number,
  current: Map<ConsentKind, DocumentRow>,
  choices: readonly ConsentChoice[],
  source: ConsentSource,
) {
  if (choices.length === 0) return;
  await tx.insert(consentRecords).values(
    choices.map((choice) => ({
      userId,
      documentId: current.get(choice.kind)!.id,
      kind: choice.kind,
      version: choice.version,
      granted: choice.granted,
      source,
    })),
  );
}

/**
 * Before a sign-up is written: every required kind that has a published version must be granted
 * at its current version; optional ones, when answered, at theirs too. A database with nothing
 * published asks nothing (a first start publishes version 1 of each, docs/product/privacy.md).
 */
export async function checkSignupConsents(db: Reader, choices: readonly ConsentChoice[]) {
  const current = await currentDocuments(db);
  for (const kind of current.keys()) {
    if (!isRequiredConsent(kind)) continue;
    const choice = choices.find((given) => given.kind === kind);
    if (!choice?.granted)
      throw badRequest(say.requiredMissing(consents.kinds[kind]), { field: 'consents' });
  }
  checkVersions(current, choices);
  return current;
}

/** The sign-up's answers, written in the sign-up's transaction. */
export async function recordSignupConsents(
  tx: Reader,
  userId: number,
  current: Map<ConsentKind, DocumentRow>,
  choices: readonly ConsentChoice[],
) {
  await insertRecords(tx, userId, current, choices, 'SIGNUP');
}

/** Each kind's newest answer of one person. */
async function latestAnswers(db: Reader, userId: number) {
  return db
    .selectDistinctOn([consentRecords.kind])
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.kind, desc(consentRecords.id));
}

/** A person's consents as they stand, and every answer they gave (newest first). */
export async function consentsOf(db: Reader, userId: number, isStudent: boolean) {
  const [current, latest, history] = await Promise.all([
    currentDocuments(db),
    latestAnswers(db, userId),
    db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(desc(consentRecords.id)),
  ]);
  const answerOf = new Map(latest.map((row) => [row.kind, row]));
  const states = CONSENT_KINDS.map((kind) => {
    const answer = answerOf.get(kind);
    const currentVersion = current.get(kind)?.version ?? null;
    const required = isRequiredConsent(kind);
    return {
      kind,
      required,
      currentVersion,
      answeredVersion: answer?.version ?? null,
      granted: answer?.granted ?? false,
      answeredAt: answer?.recordedAt.toISOString() ?? null,
      // Staff are not asked: they work under their employment, not the students' terms.
      needsAgreement:
        isStudent &&
        required &&
        currentVersion !== null &&
        !(answer?.granted && answer.version === currentVersion),
    };
  });
  const result: MyConsents = {
    consents: states,
    history: history.map((row) => ({
      id: row.id,
      kind: row.kind,
      version: row.version,
      granted: row.granted,
      source: row.source,
      recordedAt: row.recordedAt.toISOString(),
    })),
    needsAgreement: states.some((state) => state.needsAgreement),
  };
  return result;
}

export async function myConsents(c: Ctx) {
  const user = c.var.user;
  const data = await consentsOf(
    c.var.deps.database.db,
    user.id,
    user.role !== 'TEACHER' && user.role !== 'ADMIN',
  );
  return ok(c, data, say.myConsents);
}

/**
 * Grants and withdrawals from my page or the agree-again screen: a required kind can be granted
 * (agreeing to a new version) but not withdrawn (that is the withdrawal of the account). An answer
 * equal to the standing one adds no row.
 */
export async function changeConsents(c: Ctx, choices: readonly ConsentChoice[]) {
  const user = c.var.user;
  const db = c.var.deps.database.db;
  for (const choice of choices)
    if (isRequiredConsent(choice.kind) && !choice.granted)
      throw badRequest(say.requiredWithdraw(consents.kinds[choice.kind]), { field: 'consents' });
  await db.transaction(async (tx) => {
    const current = await currentDocuments(tx);
    checkVersions(current, choices);
    const standing = new Map((await latestAnswers(tx, user.id)).map((row) => [row.kind, row]));
    const changes = choices.filter((choice) => {
      const before = standing.get(choice.kind);
      return !before || before.granted !== choice.granted || before.version !== choice.version;
    });
    const source = choices.some((choice) => isRequiredConsent(choice.kind))
      ? 'RECONSENT'
      : 'MYPAGE';
    await insertRecords(tx, user.id, current, changes, source);
  });
  const data = await consentsOf(db, user.id, user.role !== 'TEACHER' && user.role !== 'ADMIN');
  return ok(c, data, say.consentsRecorded);
}
