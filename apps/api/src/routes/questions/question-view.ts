// A question as every screen shows it (docs/product/api.md: Question) with its thread (the answer,
// then each follow-up and its answer, oldest first) and its photos, and the grouping by lecture
// with the staff board's filters.
import { api } from '@academy/strings/api';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type {
  FollowUp,
  Question,
  QuestionBoardQuery,
  QuestionGroup,
} from '@academy/api-client/contract';
import type * as v from 'valibot';
import type { Database } from '../../db/client.ts';
import { answers, questionFollowUps, questionImages, questions } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { iso } from '../../lib/lecture-access.ts';

type Reader = Pick<Database, 'select'>;
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

/** The staff board's filters (docs/product/screens.md: Q&A list) as a condition. */
export function boardFilter({ status, lectureId, q }: BoardQuery): SQL | undefined {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return and(
    status === 'UNANSWERED' ? waitsForAnswer() : undefined,
    status === 'ANSWERED' ? isNull(questions.waitingSince) : undefined,
    lectureId ? eq(questions.lectureId, lectureId) : undefined,
    pattern ? or(ilike(students.name, pattern), ilike(students.email, pattern)) : undefined,
  );
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
