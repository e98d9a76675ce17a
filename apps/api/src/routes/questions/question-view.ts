// A question as every screen shows it (docs/product/api.md: Question) with its thread (the answer,
// then each follow-up and its answer, oldest first) and its photos, and the grouping by lecture
// with the staff board's filters.
import { api } from '@academy/strings/api';
import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  encodeBoardCursor,
  type BoardCursor,
  type FollowUp,
  type Question,
  type QuestionBoardQuery,
  type QuestionGroup,
} from '@academy/api-client/contract';
import type * as v from 'valibot';
import type { Database } from '../../db/client.ts';
import { answers, questionFollowUps, questionImages, questions } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { iso } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select' | 'execute'>;
type BoardQuery = v.InferOutput<typeof QuestionBoardQuery>;

const students = alias(users, 'students');
const answerers = alias(users, 'answerers');

function select(db: Reader) {
  return db
    .select({
      question: questions,
      studentName: students.name,
      lectureTitle: lectures.title,
      teacherId: lectures.teacherId,
      answer: answers,
      answererName: answerers.name,
    })
    .from(questions)
    .innerJoin(students, eq(students.id, questions.userId))
    .innerJoin(lectures, eq(lectures.id, questions.lectureId))
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .leftJoin(answerers, eq(answerers.id, answers.teacherId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
type Thread = { followUps: FollowUp[]; images: Question['images'] };

/** Where a question's photo is served (questions.routes.ts checks who asks). */
export const questionImageUrl = (id: number) => `/api/question-images/${id}`;

/** The follow-ups and photos of these questions, two reads whatever their number. */
async function threads(db: Reader, ids: number[]) {
  const byQuestion = new Map<number, Thread>(ids.map((id) => [id, { followUps: [], images: [] }]));
  if (ids.length === 0) return byQuestion;
  const [followUps, images] = await Promise.all([
    db
      .select({ followUp: questionFollowUps, answererName: answerers.name })
      .from(questionFollowUps)
      .leftJoin(answerers, eq(answerers.id, questionFollowUps.answeredBy))
      .where(inArray(questionFollowUps.questionId, ids))
      .orderBy(asc(questionFollowUps.createdAt), asc(questionFollowUps.id)),
    db
      .select({ id: questionImages.id, questionId: questionImages.questionId })
      .from(questionImages)
      .where(inArray(questionImages.questionId, ids))
      .orderBy(asc(questionImages.id)),
  ]);
  for (const { followUp, answererName } of followUps) {
    byQuestion.get(followUp.questionId)!.followUps.push({
      id: followUp.id,
      content: followUp.content,
      createdAt: iso(followUp.createdAt),
      answer:
        followUp.answeredAt && followUp.answerContent !== null
          ? {
              content: followUp.answerContent,
              teacherName: answererName ?? api.questions.teacherFallbackName,
              createdAt: iso(followUp.answeredAt),
              updatedAt: iso(followUp.answeredAt),
            }
          : null,
    });
  }
  for (const image of images) {
    byQuestion.get(image.questionId)!.images.push({
      id: image.id,
      url: questionImageUrl(image.id),
    });
  }
  return byQuestion;
}

function toQuestion(row: Row, thread: Thread) {
  const openFollowUp = thread.followUps.some((followUp) => followUp.answer === null);
  return {
    id: row.question.id,
    title: row.question.title,
    content: row.question.content,
    studentName: row.studentName,
    createdAt: iso(row.question.createdAt),
    // Answered once staff answered the question and every follow-up (docs/product/states.md).
    isAnswered: row.answer !== null && !openFollowUp,
    lectureId: row.question.lectureId,
    lectureTitle: row.lectureTitle,
    lectureName: row.lectureTitle,
    answer: row.answer
      ? {
          content: row.answer.content,
          teacherName: row.answererName ?? api.questions.teacherFallbackName,
          createdAt: iso(row.answer.createdAt),
          updatedAt: iso(row.answer.updatedAt),
        }
      : null,
    followUps: thread.followUps,
    images: thread.images,
    ownerId: row.question.userId,
    teacherId: row.teacherId,
  } satisfies Question & { ownerId: number; teacherId: number };
}

/** One question with who owns it and whose lecture it is about (for the access checks). */
export async function questionView(db: Reader, id: number) {
  const [row] = await select(db).where(eq(questions.id, id)).limit(1);
  if (!row) return undefined;
  return toQuestion(row, (await threads(db, [id])).get(id)!);
}
export type QuestionView = NonNullable<Awaited<ReturnType<typeof questionView>>>;

/** Public shape: the access-check fields removed. */
export function publicQuestion({
  ownerId: _owner,
  teacherId: _teacher,
  ...question
}: QuestionView): Question {
  return question;
}

/**
 * Waiting for staff: never answered, or a follow-up without its answer; kept on the question by
 * every write that changes it (the schema's `waitingSince`), so the board and the counts read one
 * indexed column.
 */
export const waitsForAnswer = () => isNotNull(questions.waitingSince);

/**
 * The students a board search names (docs/product/security.md: what staff may search by): a part
 * of the name (`ilike`, the users_name_trgm_idx trigram index), or the beginning of the email
 * (`users_email_prefix_idx`), never a part from its middle, so a few letters do not list every
 * account sharing a domain or a fragment of an address. Shared with the assignment board.
 */
export function studentsNamed(db: Reader, q: string) {
  const escape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.name, `%${escape(q)}%`),
        sql`lower(${users.email}) like ${`${escape(q.toLowerCase())}%`}`,
      ),
    );
}

/** The staff board's status and student filters (docs/product/screens.md: Q&A list). */
function boardFilter(db: Reader, { status, q }: BoardQuery): SQL | undefined {
  return and(
    status === 'UNANSWERED' ? waitsForAnswer() : undefined,
    status === 'ANSWERED' ? isNull(questions.waitingSince) : undefined,
    q ? inArray(questions.userId, studentsNamed(db, q)) : undefined,
  );
}

/** A sort time as the cursor carries it: UTC, to the microsecond (a JS Date would drop three). */
const CURSOR_TIME = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

/**
 * The staff's Q&A board (docs/product/screens.md: Q&A list): the caller's questions (an admin: all)
 * newest first, or oldest with `sort=oldest`; 미답변 by since when each waits (asked, or followed
 * up), the others by when asked. A page is grouped by lecture in the order its questions come.
 *
 * The order is read from indexes, not from the teacher's whole board sorted: each of the caller's
 * lectures gives at most the page's end of its questions in that order
 * (`questions_waiting_lecture_idx` for 미답변, `questions_lecture_asked_idx` otherwise, both
 * read without the table), and only those are merged. The first page reads 51 a lecture; page n
 * by its number at most 50n + 1 a lecture, page n by the cursor of page n - 1 (`after`, what the
 * admin's 다음 sends) 51 again: each lecture's index is entered at the cursor. A student search
 * reads the few students named first, then their questions. `next` is the cursor after the page's
 * last question when another page follows (one more row than the page is read to know it).
 */
export async function boardQuestions(
  db: Reader,
  user: { id: number; role: string },
  query: BoardQuery,
  /** one page of the list in this order (a board of thousands), or every question */
  paging?: { page: number; size: number; after?: BoardCursor },
): Promise<{ groups: QuestionGroup[]; next: string | null }> {
  const at = query.status === 'UNANSWERED' ? questions.waitingSince : questions.createdAt;
  const newest = query.sort !== 'oldest';
  const dir = newest ? sql`desc` : sql`asc`;
  const order = sql`${at} ${dir}, ${questions.id} ${dir}`;
  // strictly after the cursor in the board's order, compared on the database's exact time
  const after = paging?.after;
  const filter = and(
    boardFilter(db, query),
    after
      ? sql`(${at}, ${questions.id}) ${newest ? sql`<` : sql`>`} (${after.at}::timestamptz, ${after.id})`
      : undefined,
  );
  // the cursor wins over the page number
  const skip = paging && !after ? paging.page * paging.size : 0;
  const take = paging ? paging.size + 1 : undefined;
  const window = take ? sql` limit ${take}${skip > 0 ? sql` offset ${skip}` : sql``}` : sql``;
  const taught = and(
    user.role === 'ADMIN' ? undefined : eq(lectures.teacherId, user.id),
    query.lectureId ? eq(lectures.id, query.lectureId) : undefined,
  );
  const statement = query.q
    ? // the students named are few: their questions, then the caller's among them
      sql`select ${questions.id} as id, to_char(${at} at time zone 'UTC', ${CURSOR_TIME}) as at
        from ${questions}
        where ${and(
          inArray(
            questions.lectureId,
            db
              .select({ id: lectures.id })
              .from(lectures)
              .where(taught ?? sql`true`),
          ),
          filter,
        )}
        order by ${order}${window}`
    : // each lecture's first rows in the board's order, on its index; then merged
      sql`select board.id, to_char(board.at at time zone 'UTC', ${CURSOR_TIME}) as at
        from ${lectures} cross join lateral (
          select ${questions.id} as id, ${at} as at from ${questions}
          where ${and(eq(questions.lectureId, lectures.id), filter)}
          order by ${order}${take ? sql` limit ${skip + take}` : sql``}
        ) as board
        where ${taught ?? sql`true`}
        order by board.at ${dir}, board.id ${dir}${window}`;
  type Picked = { id: number; at: string };
  const picked = await db.execute<Picked>(statement);
  // node-postgres answers { rows }, PGlite the rows themselves
  const picks = ((picked as unknown as { rows?: Picked[] }).rows ?? picked) as Picked[];
  const last = paging && picks.length > paging.size ? picks[paging.size - 1] : undefined;
  const next = last ? encodeBoardCursor({ at: last.at, id: Number(last.id) }) : null;
  const ids = picks.slice(0, paging?.size).map((row) => Number(row.id));
  return { groups: await groupsOf(db, ids), next };
}

/** These questions grouped by lecture, in their order (a lecture's group where its first comes). */
async function groupsOf(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, byQuestion] = await Promise.all([
    select(db).where(inArray(questions.id, ids)),
    threads(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.question.id, row]));
  const groups: QuestionGroup[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    let group = groups.find((candidate) => candidate.lectureId === row.question.lectureId);
    if (!group) {
      group = { lectureId: row.question.lectureId, lectureName: row.lectureTitle, questions: [] };
      groups.push(group);
    }
    group.questions.push(publicQuestion(toQuestion(row, byQuestion.get(id)!)));
  }
  return groups;
}

/**
 * Questions matching `where`, grouped by lecture (docs/product/api.md: grouped list), newest first
 * inside (or oldest first).
 */
export async function groupedQuestions(
  db: Reader,
  where: SQL | undefined,
  sort: BoardQuery['sort'] = 'newest',
  /** one page of the list in this order (a board of thousands), or every question */
  paging?: { page: number; size: number },
) {
  const order = sort === 'oldest' ? asc : desc;
  const query = select(db)
    .where(where ?? and())
    .orderBy(
      asc(lectures.title),
      asc(lectures.id),
      order(questions.createdAt),
      order(questions.id),
    );
  const rows = await (paging ? query.limit(paging.size).offset(paging.page * paging.size) : query);
  const byQuestion = await threads(
    db,
    rows.map((row) => row.question.id),
  );
  const groups: QuestionGroup[] = [];
  for (const row of rows) {
    let group = groups.find((candidate) => candidate.lectureId === row.question.lectureId);
    if (!group) {
      group = { lectureId: row.question.lectureId, lectureName: row.lectureTitle, questions: [] };
      groups.push(group);
    }
    group.questions.push(publicQuestion(toQuestion(row, byQuestion.get(row.question.id)!)));
  }
  return groups;
}
