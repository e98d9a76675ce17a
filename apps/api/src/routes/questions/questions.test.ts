import { rm } from 'node:fs/promises';
import { count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSubmissionResponse,
  AssignmentGroupsResponse,
  QuestionGroupsResponse,
  QuestionResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { submissions } from '../../db/schema/learning.ts';
import { answers, questions } from '../../db/schema/learning.ts';
import { createUser, createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import { MAX_OPEN_QUESTIONS, QUESTION_RATE_LIMIT } from './questions.handlers.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  ({ teacher, otherTeacher, student, otherStudent } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    student: 'STUDENT',
    otherStudent: 'STUDENT',
  }));
  lecture = await createLecture(ctx.database.db, teacher.user.id, { title: '질문 강의' });
  for (const reader of [student, otherStudent]) {
    await enrol(ctx.database.db, reader.user.id, lecture.lecture.id);
  }
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

async function ask(title = '질문', headers = student.headers) {
  const response = await ctx.app.request(
    '/api/students/me/questions',
    jsonRequest('POST', { lectureId: lecture.lecture.id, title, content: '내용입니다' }, headers),
  );
  expect(response.status).toBe(201);
  return v.parse(QuestionResponse, await response.json()).data;
}

describe('a student’s questions', () => {
  it('refuses an incomplete question with the spec messages', async () => {
    const noLecture = await ctx.app.request(
      '/api/students/me/questions',
      jsonRequest('POST', { title: 't', content: 'c' }, student.headers),
    );
    expect(await messageOf(noLecture)).toBe(validation.question.lectureRequired);
    const noTitle = await ctx.app.request(
      '/api/students/me/questions',
      jsonRequest(
        'POST',
        { lectureId: lecture.lecture.id, title: ' ', content: 'c' },
        student.headers,
      ),
    );
    expect(await messageOf(noTitle)).toBe(validation.question.titleRequired);
  });

  it('groups them by lecture and keeps them private', async () => {
    const question = await ask('그룹 질문');
    const groups = v.parse(
      QuestionGroupsResponse,
      await (
        await ctx.app.request('/api/students/me/questions', { headers: student.headers })
      ).json(),
    );
    expect(
      groups.data
        .find((group) => group.lectureId === lecture.lecture.id)
        ?.questions.map((q) => q.title),
    ).toContain('그룹 질문');
    const theirs = await ctx.app.request(`/api/students/me/questions/${question.id}`, {
      headers: otherStudent.headers,
    });
    expect(theirs.status).toBe(404);
    const edit = await ctx.app.request(
      `/api/students/me/questions/${question.id}`,
      jsonRequest('PUT', { title: '가로채기', content: '가로채기' }, otherStudent.headers),
    );
    expect(edit.status).toBe(404);
  });

  it('can be edited and deleted only while unanswered; the teacher answers once and edits after', async () => {
    const question = await ask('답변 받을 질문');
    const edited = await ctx.app.request(
      `/api/students/me/questions/${question.id}`,
      jsonRequest('PUT', { title: '고친 제목', content: '고친 내용' }, student.headers),
    );
    expect(v.parse(QuestionResponse, await edited.json()).data.title).toBe('고친 제목');

    const empty = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '  ' }, teacher.headers),
    );
    expect(await messageOf(empty)).toBe(validation.answer.contentRequired);
    const stranger = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '답' }, otherTeacher.headers),
    );
    expect(stranger.status).toBe(403);

    const answered = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '답변입니다' }, teacher.headers),
    );
    expect(answered.status).toBe(201);
    expect(v.parse(QuestionResponse, await answered.json()).data).toMatchObject({
      isAnswered: true,
      answer: { content: '답변입니다', teacherName: teacher.user.name },
    });
    const twice = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('POST', { content: '또' }, teacher.headers),
    );
    expect(twice.status).toBe(409);
    const updated = await ctx.app.request(
      `/api/teachers/me/questions/${question.id}/answer`,
      jsonRequest('PUT', { content: '수정된 답변' }, teacher.headers),
    );
    expect(v.parse(QuestionResponse, await updated.json()).data.answer?.content).toBe(
      '수정된 답변',
    );

    const locked = await ctx.app.request(
      `/api/students/me/questions/${question.id}`,
      jsonRequest('PUT', { title: 'x', content: 'y' }, student.headers),
    );
    expect(locked.status).toBe(409);
    const undeletable = await ctx.app.request(`/api/students/me/questions/${question.id}`, {
      method: 'DELETE',
      headers: student.headers,
    });
    expect(undeletable.status).toBe(409);

    const open = await ask('지울 질문');
    expect(
      (
        await ctx.app.request(`/api/students/me/questions/${open.id}`, {
          method: 'DELETE',
          headers: student.headers,
        })
      ).status,
    ).toBe(200);
    expect(
      (await ctx.app.request(`/api/students/me/questions/${open.id}`, { headers: student.headers }))
        .status,
    ).toBe(404);
  });

  it('shows a teacher only the questions about their lectures', async () => {
    await ask('선생님 확인용');
    const mine = v.parse(
      QuestionGroupsResponse,
      await (
        await ctx.app.request('/api/teachers/me/questions', { headers: teacher.headers })
      ).json(),
    );
    expect(mine.data.some((group) => group.lectureId === lecture.lecture.id)).toBe(true);
    const theirs = v.parse(
      QuestionGroupsResponse,
      await (
        await ctx.app.request('/api/teachers/me/questions', { headers: otherTeacher.headers })
      ).json(),
    );
    expect(theirs.data).toEqual([]);
    expect(
      (await ctx.app.request('/api/teachers/me/questions', { headers: student.headers })).status,
    ).toBe(403);
  });
});

describe('limits on asking (docs/decisions/037)', () => {
  const askIn = (lectureId: number, headers: Record<string, string>, path?: string) =>
    ctx.app.request(
      path ?? '/api/students/me/questions',
      jsonRequest(
        'POST',
        path
          ? { title: '질문', content: '내용입니다' }
          : { lectureId, title: '질문', content: '내용' },
        headers,
      ),
    );

  it('refuses a student never enrolled or whose enrolment ended, on both question routes', async () => {
    const outsider = await createUser(ctx.database.db);
    const ended = await createUser(ctx.database.db);
    await enrol(ctx.database.db, ended.user.id, lecture.lecture.id, {
      startsAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
      endsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    for (const who of [outsider, ended]) {
      for (const path of [undefined, `/api/lectures/${lecture.lecture.id}/questions`]) {
        const response = await askIn(lecture.lecture.id, who.headers, path);
        expect(response.status).toBe(403);
      }
    }
    const [row] = await ctx.database.db
      .select({ asked: count() })
      .from(questions)
      .where(inArray(questions.userId, [outsider.user.id, ended.user.id]));
    expect(row?.asked).toBe(0);
  });

  it(`keeps at most ${MAX_OPEN_QUESTIONS} unanswered questions per lecture open`, async () => {
    const { db } = ctx.database;
    const asker = await createUser(db);
    const own = await createLecture(db, teacher.user.id, { title: '미답변 강의' });
    await enrol(db, asker.user.id, own.lecture.id);
    for (let i = 0; i < MAX_OPEN_QUESTIONS; i += 1) {
      expect((await askIn(own.lecture.id, asker.headers)).status).toBe(201);
    }
    const refused = await askIn(own.lecture.id, asker.headers);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(validation.question.tooManyOpen(MAX_OPEN_QUESTIONS));
    // An answer frees a place.
    const [first] = await db.select().from(questions).where(eq(questions.userId, asker.user.id));
    await db
      .insert(answers)
      .values({ questionId: first!.id, teacherId: teacher.user.id, content: '답' });
    expect((await askIn(own.lecture.id, asker.headers)).status).toBe(201);
  });

  it(`takes ${QUESTION_RATE_LIMIT.limit} questions an hour from one student, then 429 in Korean`, async () => {
    const { db } = ctx.database;
    const asker = await createUser(db);
    const many = await Promise.all(
      Array.from({ length: 5 }, () => createLecture(db, teacher.user.id, { title: '여러 강의' })),
    );
    for (const made of many) await enrol(db, asker.user.id, made.lecture.id);
    const statuses: number[] = [];
    for (let i = 0; i < QUESTION_RATE_LIMIT.limit + 2; i += 1) {
      statuses.push((await askIn(many[i % many.length]!.lecture.id, asker.headers)).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUESTION_RATE_LIMIT.limit);
    const refused = await askIn(many[0]!.lecture.id, asker.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await messageOf(refused)).toMatch(/질문 등록/);
  });
});

describe('assignment feedback', () => {
  it('groups submissions with counts, takes one final feedback, and guards other teachers', async () => {
    const [row] = await ctx.database.db
      .insert(submissions)
      .values({
        userId: student.user.id,
        detailId: lecture.other.id,
        reviewUrl: 'https://blog.example.com/x',
      })
      .returning();
    const groups = v.parse(
      AssignmentGroupsResponse,
      await (await ctx.app.request('/api/admin/assignments', { headers: teacher.headers })).json(),
    );
    const group = groups.data.lectureGroups.find(
      (entry) => entry.lectureId === lecture.lecture.id,
    )!;
    expect(group).toMatchObject({ submissionCount: 1, completedCount: 0, pendingCount: 1 });
    expect(group.submissions[0]).toMatchObject({
      detailTitle: '정리 과제',
      detailType: 'OTHER',
      hasFeedback: false,
      submissionContent: 'https://blog.example.com/x',
    });

    const stranger = await ctx.app.request(
      `/api/teacher/submissions/${row!.id}/feedback`,
      jsonRequest('POST', { feedback: '남의 것', isCompleted: true }, otherTeacher.headers),
    );
    expect(stranger.status).toBe(403);
    expect(
      (
        await ctx.app.request(`/api/admin/submissions/${row!.id}`, {
          headers: otherTeacher.headers,
        })
      ).status,
    ).toBe(403);

    // Feedback is final: an empty (or blank) text is refused and leaves the submission open.
    for (const body of [{ feedback: '', isCompleted: false }, { feedback: '   ' }, {}]) {
      const empty = await ctx.app.request(
        `/api/teacher/submissions/${row!.id}/feedback`,
        jsonRequest('POST', body, teacher.headers),
      );
      expect(empty.status).toBe(400);
      expect(await messageOf(empty)).toBe(validation.assignment.feedbackRequired);
    }
    const stillOpen = v.parse(
      AdminSubmissionResponse,
      await (
        await ctx.app.request(`/api/admin/submissions/${row!.id}`, { headers: teacher.headers })
      ).json(),
    );
    expect(stillOpen.data).toMatchObject({ hasFeedback: false, feedback: null });

    const saved = await ctx.app.request(
      `/api/teacher/submissions/${row!.id}/feedback`,
      jsonRequest('POST', { feedback: '  잘했어요  ', isCompleted: true }, teacher.headers),
    );
    expect(saved.status).toBe(200);
    expect(v.parse(AdminSubmissionResponse, await saved.json()).data).toMatchObject({
      feedback: '잘했어요',
      isCompleted: true,
      hasFeedback: true,
    });
    const again = await ctx.app.request(
      `/api/teacher/submissions/${row!.id}/feedback`,
      jsonRequest('POST', { feedback: '다시', isCompleted: false }, teacher.headers),
    );
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(validation.assignment.feedbackFinal);
  });
});

describe('the boards, a page at a time', () => {
  const questionIds = async (query: string) =>
    v
      .parse(
        QuestionGroupsResponse,
        await (
          await ctx.app.request(`/api/teachers/me/questions${query}`, { headers: teacher.headers })
        ).json(),
      )
      .data.flatMap((group) => group.questions)
      // the board's order, newest first across lectures (a page groups its questions by lecture)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((question) => question.id);

  it('pages the Q&A board in its order, the pages together being the whole board', async () => {
    for (const title of ['첫째', '둘째', '셋째']) await ask(title, otherStudent.headers);
    const all = await questionIds('');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const pages: number[] = [];
    for (let page = 0; page * 2 < all.length + 2; page += 1) {
      const ids = await questionIds(`?page=${page}&size=2`);
      expect(ids.length).toBeLessThanOrEqual(2);
      pages.push(...ids);
    }
    expect(pages).toEqual(all);
    const bad = await ctx.app.request('/api/teachers/me/questions?size=101', {
      headers: teacher.headers,
    });
    expect(bad.status).toBe(400);
  });

  it('pages the assignment board and keeps each lecture’s counts over every page', async () => {
    await ctx.database.db.insert(submissions).values(
      [student, otherStudent].map((reader) => ({
        userId: reader.user.id,
        detailId: lecture.other.id,
        reviewUrl: 'https://blog.example.com/page',
      })),
    );
    const board = async (query: string) =>
      v
        .parse(
          AssignmentGroupsResponse,
          await (
            await ctx.app.request(`/api/admin/assignments${query}`, { headers: teacher.headers })
          ).json(),
        )
        .data.lectureGroups.find((group) => group.lectureId === lecture.lecture.id)!;
    const whole = await board('');
    const first = await board('?page=0&size=1');
    expect(first.submissions).toHaveLength(1);
    expect(first.submissions[0]).toEqual(whole.submissions[0]);
    expect(first).toMatchObject({
      submissionCount: whole.submissionCount,
      completedCount: whole.completedCount,
      pendingCount: whole.pendingCount,
    });
    expect((await board('?page=1&size=1')).submissions[0]).toEqual(whole.submissions[1]);
  });
});
