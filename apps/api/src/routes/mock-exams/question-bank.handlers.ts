// The question bank (docs/product/mock-exams.md: 출제와 문제은행): the academy's items, read by
// every staff member; a teacher edits and deletes only the items they wrote, an admin any. An item
// used by a mock cannot be deleted (mock_items restricts it). Files an item names (its image, its
// listening audio) must be ones this bank's uploads stored: the key's shape and folder are checked
// and the file must exist.
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BankItem,
  BankItemSummary,
  BankItemWrite,
  BankListQuery,
  BankPage,
} from '@academy/api-client/contract';
import * as ma from '@academy/strings/mock-authoring';
import type * as v from 'valibot';
import type { AppServices, AuthUser } from '../../app-env.ts';
import {
  mockItems,
  questionBankItems,
  type QuestionBankItemRow,
} from '../../db/schema/mock-exams.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { KEY_PATTERN } from '../../lib/files.ts';

const e = ma.errors;
type Query = v.InferOutput<typeof BankListQuery>;
type Write = v.InferOutput<typeof BankItemWrite>;

export const AUDIO_FOLDER = 'audio/';
export const IMAGE_FOLDER = 'images/';
const EXCERPT = 80;

/** `%text%` for ILIKE with the caller's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const excerpt = (stem: string) =>
  stem.length > EXCERPT ? `${stem.slice(0, EXCERPT)}…` : stem;

export const mayEdit = (user: AuthUser, row: { createdBy: number | null }) =>
  user.role === 'ADMIN' || row.createdBy === user.id;

const usedIn = sql<number>`(select count(distinct ms.exam_id)::int from ${mockItems} mi
  join mock_sections ms on ms.id = mi.section_id where mi.bank_item_id = ${questionBankItems.id})`;

function summaryOf(
  user: AuthUser,
  row: QuestionBankItemRow,
  author: { id: number | null; name: string | null },
  used: number,
): BankItemSummary {
  return {
    id: row.id,
    sectionKind: row.sectionKind,
    kind: row.kind,
    unit: row.unit,
    difficulty: row.difficulty,
    stemExcerpt: excerpt(row.stem),
    author: author.id === null ? null : { id: author.id, name: author.name ?? '' },
    canEdit: mayEdit(user, row),
    usedIn: used,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function bankPage(deps: AppServices, user: AuthUser, query: Query): Promise<BankPage> {
  const { db } = deps.database;
  const where: SQL[] = [];
  if (query.sectionKind) where.push(eq(questionBankItems.sectionKind, query.sectionKind));
  if (query.kind) where.push(eq(questionBankItems.kind, query.kind));
  if (query.unit) where.push(ilike(questionBankItems.unit, contains(query.unit)));
  if (query.difficulty) where.push(eq(questionBankItems.difficulty, query.difficulty));
  if (query.q) where.push(ilike(questionBankItems.stem, contains(query.q)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: questionBankItems, authorId: users.id, authorName: users.name, used: usedIn })
      .from(questionBankItems)
      .leftJoin(users, eq(users.id, questionBankItems.createdBy))
      .where(condition)
      .orderBy(desc(questionBankItems.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(questionBankItems).where(condition),
  ]);
  return {
    items: rows.map((row) =>
      summaryOf(user, row.item, { id: row.authorId, name: row.authorName }, row.used),
    ),
    total: total?.n ?? 0,
  };
}

async function loadItem(deps: AppServices, id: number) {
  const [row] = await deps.database.db
    .select({ item: questionBankItems, authorId: users.id, authorName: users.name, used: usedIn })
    .from(questionBankItems)
    .leftJoin(users, eq(users.id, questionBankItems.createdBy))
    .where(eq(questionBankItems.id, id))
    .limit(1);
  if (!row) throw notFound(e.bankNotFound);
  return row;
}

export async function bankItem(deps: AppServices, user: AuthUser, id: number): Promise<BankItem> {
  const row = await loadItem(deps, id);
  const item = row.item;
  return {
    ...summaryOf(user, item, { id: row.authorId, name: row.authorName }, row.used),
    stem: item.stem,
    imageKey: item.imageKey,
    imageUrl: item.imageKey ? `/api/files/${item.imageKey}` : null,
    audioKey: item.audioKey,
    audioUrl: item.audioKey ? `/api/admin/question-bank/${item.id}/audio` : null,
    options: item.options,
    answerIndex: item.answerIndex,
    explanation: item.explanation,
    prompts: item.prompts,
  };
}

/** A key this bank's uploads handed out: its shape, its folder, and the file is there. */
async function checkKey(
  deps: AppServices,
  key: string | null,
  folder: string,
  field: string,
  message: string,
) {
  if (key === null) return;
  if (!KEY_PATTERN.test(key) || !key.startsWith(folder)) throw badRequest(message, { field });
  const file = await deps.files.storage.open(key);
  if (!file) throw badRequest(message, { field });
  await file.body.cancel();
}

/** The row's columns for a write: only the parts the kind has. */
function columnsOf(input: Write) {
  const writing = input.kind === 'WRITING';
  return {
    sectionKind: input.sectionKind,
    kind: input.kind,
    unit: input.unit,
    difficulty: input.difficulty,
    stem: input.stem,
    imageKey: input.imageKey,
    audioKey: input.kind === 'LISTENING' ? input.audioKey : null,
    options: writing ? null : input.options,
    answerIndex: writing ? null : input.answerIndex,
    explanation: input.explanation,
    prompts: writing ? input.prompts : null,
  };
}

async function checkFiles(deps: AppServices, input: Write, before?: QuestionBankItemRow) {
  if (input.imageKey !== (before?.imageKey ?? null)) {
    await checkKey(deps, input.imageKey, IMAGE_FOLDER, 'imageKey', e.imageInvalid);
  }
  if (input.kind === 'LISTENING' && input.audioKey !== (before?.audioKey ?? null)) {
    await checkKey(deps, input.audioKey, AUDIO_FOLDER, 'audioKey', e.audioInvalid);
  }
}

export async function createBankItem(deps: AppServices, user: AuthUser, input: Write) {
  await checkFiles(deps, input);
  const [row] = await deps.database.db
    .insert(questionBankItems)
    .values({ ...columnsOf(input), createdBy: user.id })
    .returning({ id: questionBankItems.id });
  return bankItem(deps, user, row!.id);
}

async function editable(deps: AppServices, user: AuthUser, id: number) {
  const row = await loadItem(deps, id);
  if (!mayEdit(user, row.item)) throw forbidden(e.bankForbidden);
  return row.item;
}

export async function updateBankItem(deps: AppServices, user: AuthUser, id: number, input: Write) {
  const before = await editable(deps, user, id);
  // An item a mock uses must stay in its section's kind (the section lists items of its kind).
  if (input.sectionKind !== before.sectionKind) {
    const [used] = await deps.database.db
      .select({ n: count() })
      .from(mockItems)
      .where(eq(mockItems.bankItemId, id));
    if ((used?.n ?? 0) > 0) throw conflict(e.bankInUse);
  }
  await checkFiles(deps, input, before);
  await deps.database.db
    .update(questionBankItems)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(questionBankItems.id, id));
  return bankItem(deps, user, id);
}

export async function deleteBankItem(deps: AppServices, user: AuthUser, id: number) {
  await editable(deps, user, id);
  await deps.database.db.transaction(async (tx) => {
    // Locked first: a mock adding the item meanwhile waits (its foreign key reads this row).
    await tx
      .select({ id: questionBankItems.id })
      .from(questionBankItems)
      .where(eq(questionBankItems.id, id))
      .for('update');
    const [used] = await tx
      .select({ n: count() })
      .from(mockItems)
      .where(inArray(mockItems.bankItemId, [id]));
    if ((used?.n ?? 0) > 0) throw conflict(e.bankInUse);
    await tx.delete(questionBankItems).where(eq(questionBankItems.id, id));
  });
  return { id };
}

/** An item's audio for staff, whole or the byte range asked for (the browser's player seeks). */
export async function bankAudio(deps: AppServices, id: number, range: string | undefined) {
  const row = await loadItem(deps, id);
  const key = row.item.audioKey;
  const file = key ? await deps.files.storage.open(key) : null;
  if (!file) throw notFound(e.bankNotFound);
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  const match = range && /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) {
    return { status: 200 as const, bytes, mime: file.meta.mime, total: bytes.length };
  }
  const size = bytes.length;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    return { status: 416 as const, bytes: new Uint8Array(), mime: file.meta.mime, total: size };
  }
  return {
    status: 206 as const,
    bytes: bytes.slice(start, end + 1),
    mime: file.meta.mime,
    total: size,
    start,
    end,
  };
}
