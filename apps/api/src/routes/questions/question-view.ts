// A question as every screen shows it (docs/product/api.md: Question), and the grouping by lecture.
import { api } from '@academy/strings/api';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Question, QuestionGroup } from '@academy/api-client/contract';
import type { Database } from '../../db/client.ts';
import { answers, questions } from '../../db/schema/learning.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { users } from '../../db/schema/users.ts';
import { iso } from '../../lib/lecture-access.ts';

const students = alias(users, 'students');
const answerers = alias(users, 'answerers');

function select(db: Pick<Database, 'select'>) {
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

function toQuestion(row: Row): Question & { ownerId: number; teacherId: number } {
  return {
    id: row.question.id,
    title: row.question.title,
    content: row.question.content,
    studentName: row.studentName,
    createdAt: iso(row.question.createdAt),
    isAnswered: row.answer !== null,
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
    ownerId: row.question.userId,
    teacherId: row.teacherId,
  };
}

/** One question with who owns it and whose lecture it is about (for the access checks). */
export async function questionView(db: Pick<Database, 'select'>, id: number) {
  const [row] = await select(db).where(eq(questions.id, id)).limit(1);
  return row ? toQuestion(row) : undefined;
}

/** Public shape: the access-check fields removed. */
export function publicQuestion({
  ownerId: _owner,
  teacherId: _teacher,
  ...question
}: ReturnType<typeof toQuestion>): Question {
  return question;
}

/**
 * Questions matching `where`, grouped by lecture (docs/product/api.md: grouped list), newest first
 * inside.
 */
export async function groupedQuestions(db: Pick<Database, 'select'>, where: SQL | undefined) {
  const rows = await select(db)
    .where(where ?? and())
    .orderBy(asc(lectures.title), asc(lectures.id), desc(questions.createdAt), desc(questions.id));
  const groups: QuestionGroup[] = [];
  for (const row of rows) {
    let group = groups.find((candidate) => candidate.lectureId === row.question.lectureId);
    if (!group) {
      group = { lectureId: row.question.lectureId, lectureName: row.lectureTitle, questions: [] };
      groups.push(group);
    }
    group.questions.push(publicQuestion(toQuestion(row)));
  }
  return groups;
}
