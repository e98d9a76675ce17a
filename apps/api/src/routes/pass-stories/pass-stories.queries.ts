// Reads of pass stories and universities (docs/product/learning.md): the public list (approved
// only, the author's name masked), the featured ones, the author's own and the staff's list.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Story, PassStoryWithStatus, University } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { passStories, universities } from '../../db/schema/reviews.ts';
import { admitScoresOf } from '../score-tracker/score-tracker.handlers.ts';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;
type PassStoryRow = typeof passStories.$inferSelect;
type UniversityRow = typeof universities.$inferSelect;

/** 김민준 -> 김*준, 이서 -> 이*: a public story does not name its author in full. */
export function maskName(name: string) {
  const letters = [...name.trim()];
  if (letters.length <= 1) return name;
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

export const toUniversity = (row: UniversityRow): University => ({
  id: row.id,
  name: row.name,
  type: row.type,
  logoUrl: row.logoUrl,
});

export const toPassStory = (row: PassStoryRow, university: UniversityRow): Story => ({
  id: row.id,
  authorName: maskName(row.authorName),
  university: toUniversity(university),
  major: row.major,
  year: row.year,
  reason: row.reason,
  method: row.method,
  advice: row.advice,
  createdAt: row.createdAt.toISOString(),
});

export const toPassStoryWithStatus = (
  row: PassStoryRow,
  university: UniversityRow,
): PassStoryWithStatus => ({
  ...toPassStory(row, university),
  status: row.status,
  featured: row.featured,
});

const approved = eq(passStories.status, 'APPROVED');
const newest = [desc(passStories.year), desc(passStories.createdAt), desc(passStories.id)];

function joined(db: Reader, where: SQL | undefined) {
  return db
    .select({ story: passStories, university: universities })
    .from(passStories)
    .innerJoin(universities, eq(universities.id, passStories.universityId))
    .where(where);
}

export async function universityList(db: Reader) {
  const rows = await db.select().from(universities).orderBy(asc(universities.name));
  return rows.map(toUniversity);
}

export async function universityById(db: Reader, id: number) {
  const [row] = await db.select().from(universities).where(eq(universities.id, id)).limit(1);
  return row;
}

export async function publicPage(
  db: Reader,
  query: { page: number; size: number; type?: University['type']; year?: number },
) {
  const where = and(
    approved,
    query.type ? eq(universities.type, query.type) : undefined,
    query.year === undefined ? undefined : eq(passStories.year, query.year),
  );
  const [rows, [total], years] = await Promise.all([
    joined(db, where)
      .orderBy(...newest)
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ value: count() })
      .from(passStories)
      .innerJoin(universities, eq(universities.id, passStories.universityId))
      .where(where),
    db
      .selectDistinct({ year: passStories.year })
      .from(passStories)
      .where(approved)
      .orderBy(desc(passStories.year)),
  ]);
  return {
    stories: rows.map((row) => toPassStory(row.story, row.university)),
    totalCount: total?.value ?? 0,
    years: years.map((row) => row.year),
  };
}

export async function featuredPassStories(db: Reader, max: number) {
  const rows = await joined(db, and(approved, eq(passStories.featured, true)))
    .orderBy(...newest)
    .limit(max);
  return rows.map((row) => toPassStory(row.story, row.university));
}

export async function myPassStories(db: Reader, userId: number) {
  const rows = await joined(db, eq(passStories.userId, userId)).orderBy(
    desc(passStories.createdAt),
    desc(passStories.id),
  );
  return rows.map((row) => toPassStoryWithStatus(row.story, row.university));
}

export async function passStoryById(db: Reader, id: number) {
  const [row] = await joined(db, eq(passStories.id, id)).limit(1);
  return row;
}

export async function staffPage(
  db: Reader,
  query: { page: number; size: number; status: 'ALL' | PassStoryRow['status'] },
) {
  const where = query.status === 'ALL' ? undefined : eq(passStories.status, query.status);
  const [rows, [total]] = await Promise.all([
    joined(db, where)
      .orderBy(desc(passStories.createdAt), desc(passStories.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(passStories).where(where),
  ]);
  return {
    stories: rows.map((row) => ({
      ...toPassStoryWithStatus(row.story, row.university),
      realName: row.story.authorName,
      scores: admitScoresOf(row.story),
    })),
    totalCount: total?.value ?? 0,
  };
}
