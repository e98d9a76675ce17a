import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentGroupsResponse,
  QuestionGroupsResponse,
  QuestionResponse,
  STAFF_WAITING_CAP,
  StaffWaitingResponse,
} from '@academy/api-client/contract';
import * as validation from '@academy/strings/validation';
import { questionImages, questions, submissions } from '../../db/schema/learning.ts';
import { createUsers, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;
let otherLecture: Awaited<ReturnType<typeof createLecture>>;

beforeAll(async () => {
  ctx = await createLectureTestApp();
  ({ teacher, otherTeacher, admin, student, otherStudent } = await createUsers(ctx.database.db, {
    teacher: 'TEACHER',
    otherTeacher: 'TEACHER',
    admin: 'ADMIN',
    student: 'STUDENT',
    otherStudent: 'STUDENT',
  }));
  lecture = await createLecture(ctx.database.db, teacher.user.id, { title: '수학 강의' });
  otherLecture = await createLecture(ctx.database.db, otherTeacher.user.id, { title: '물리 강의' });
  for (const reader of [student, otherStudent]) {
    await enrol(ctx.database.db, reader.user.id, lecture.lecture.id);
    await enrol(ctx.database.db, reader.user.id, otherLecture.lecture.id);
  }
});
afterAll(async () => {
  await ctx.database.drop();
  await rm(ctx.dataDir, { recursive: true, force: true });
});

async function ask(title: string, headers = student.headers, lectureId = lecture.lecture.id) {
  const response = await ctx.app.request(
    '/api/students/me/questions',
    jsonRequest('POST', { lectureId, title, content: '이 문제를 모르겠습니다' }, headers),
  );
  expect(response.status).toBe(201);
  return v.parse(QuestionResponse, await response.json()).data;
}
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.request(`/api${path}`, jsonRequest('POST', body, headers));
const read = async (path: string, headers: Record<string, string>) =>
  v.parse(QuestionResponse, await (await ctx.app.request(`/api${path}`, { headers })).json()).data;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
async function attach(
  id: number,
  files: File[],
  headers: Record<string, string> = student.headers,
) {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return ctx.app.request(`/api/students/me/questions/${id}/images`, {
    method: 'POST',
    headers,
    body,
  });
}

describe('a follow-up on an answered question', () => {
  it('waits for the answer, reopens the question for staff, and shows the thread in order', async () => {
    const question = await ask('적분 질문');
    const early = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: '아직?' },
      student.headers,
    );
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(validation.followUp.notAnswered);

    await post(
      `/teachers/me/questions/${question.id}/answer`,
      { content: '부분적분' },
      teacher.headers,
    );
    const empty = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: ' ' },
      student.headers,
    );
    expect(await messageOf(empty)).toBe(validation.followUp.contentRequired);
    const theirs = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: '가로채기' },
      otherStudent.headers,
    );
    expect(theirs.status).toBe(404);

    const asked = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: 'u는 무엇으로 잡나요?' },
      student.headers,
    );
    expect(asked.status).toBe(201);
    const open = v.parse(QuestionResponse, await asked.json()).data;
    expect(open.isAnswered).toBe(false);
    expect(open.followUps).toMatchObject([{ content: 'u는 무엇으로 잡나요?', answer: null }]);
    // One open follow-up at a time.
    const second = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: '또' },
      student.headers,
    );
    expect(second.status).toBe(409);

    // Unanswered again for staff: the board's 미답변 filter lists it.
    const unanswered = v.parse(
      QuestionGroupsResponse,
      await (
        await ctx.app.request('/api/teachers/me/questions?status=UNANSWERED', {
          headers: teacher.headers,
        })
      ).json(),
    );
    expect(unanswered.data.flatMap((g) => g.questions).map((q) => q.id)).toContain(question.id);

    const followUpId = open.followUps[0]!.id;
    const stranger = await post(
      `/teachers/me/questions/${question.id}/follow-ups/${followUpId}/answer`,
      { content: '답' },
      otherTeacher.headers,
    );
    expect(stranger.status).toBe(403);
    const wrong = await post(
      `/teachers/me/questions/${question.id}/follow-ups/999999/answer`,
      { content: '답' },
      teacher.headers,
    );
    expect(wrong.status).toBe(404);
    const answered = await post(
      `/teachers/me/questions/${question.id}/follow-ups/${followUpId}/answer`,
      { content: 'ln x를 u로' },
      teacher.headers,
    );
    expect(answered.status).toBe(201);
    const again = await post(
      `/teachers/me/questions/${question.id}/follow-ups/${followUpId}/answer`,
      { content: '다시' },
      admin.headers,
    );
    expect(await messageOf(again)).toBe(validation.followUp.alreadyAnswered);

    const thread = await read(`/students/me/questions/${question.id}`, student.headers);
    expect(thread.isAnswered).toBe(true);
    expect(thread.answer?.content).toBe('부분적분');
    expect(thread.followUps.map((f) => [f.content, f.answer?.content])).toEqual([
      ['u는 무엇으로 잡나요?', 'ln x를 u로'],
    ]);
    // The answered question stays locked for edits, follow-ups or not.
    const edit = await ctx.app.request(
      `/api/students/me/questions/${question.id}`,
      jsonRequest('PUT', { title: '고침', content: '고침' }, student.headers),
    );
    expect(edit.status).toBe(409);
  });
});

describe('photos on a question', () => {
  it('takes up to three JPEG/PNG/WebP photos and shows them to the asker and the lecture’s staff only', async () => {
    const question = await ask('사진 질문');
    const attached = await attach(question.id, [
      new File([await png()], 'problem.png', { type: 'image/png' }),
      new File([await png()], 'work.png', { type: 'image/png' }),
    ]);
    expect(attached.status).toBe(201);
    const withImages = v.parse(QuestionResponse, await attached.json()).data;
    expect(withImages.images).toHaveLength(2);
    const url = withImages.images[0]!.url;
    expect(url).toMatch(/^\/api\/question-images\/\d+$/);

    for (const viewer of [student, teacher, admin]) {
      const image = await ctx.app.request(url, { headers: viewer.headers });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('private');
      // never sniffed into something else, never run as a page, never embedded by another site
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toContain('sandbox');
      expect(image.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    for (const stranger of [otherStudent, otherTeacher]) {
      expect((await ctx.app.request(url, { headers: stranger.headers })).status).toBe(404);
    }
    expect((await ctx.app.request(url)).status).toBe(401);
    // The stored file is not reachable through the public file route either.
    const [row] = await ctx.database.db
      .select()
      .from(questionImages)
      .where(eq(questionImages.id, withImages.images[0]!.id));
    expect(row!.fileKey).toMatch(/^private\//);
    expect((await ctx.app.request(`/api/files/${row!.fileKey}`)).status).toBe(404);

    // A fourth and a fifth photo pass the limit of three: refused, nothing stored.
    const tooMany = await attach(question.id, [
      new File([await png()], 'a.png', { type: 'image/png' }),
      new File([await png()], 'b.png', { type: 'image/png' }),
    ]);
    expect(tooMany.status).toBe(409);
    expect(await messageOf(tooMany)).toBe(validation.questionImages.tooMany(3));
    expect(
      await ctx.database.db
        .select()
        .from(questionImages)
        .where(eq(questionImages.questionId, question.id)),
    ).toHaveLength(2);

    // Someone else's question: as if it did not exist.
    const theirs = await attach(
      question.id,
      [new File([await png()], 'x.png', { type: 'image/png' })],
      otherStudent.headers,
    );
    expect(theirs.status).toBe(404);
  });

  it('refuses a file that is not a photo by its content, one too large and one with a wrong type', async () => {
    const question = await ask('잘못된 사진');
    const disguised = await attach(question.id, [
      new File(['<html><script>alert(1)</script></html>'], 'evil.png', { type: 'image/png' }),
    ]);
    expect(disguised.status).toBe(415);
    expect(await messageOf(disguised)).toBe(validation.questionImages.type);
    const gif = await attach(question.id, [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })]);
    expect(gif.status).toBe(400);
    expect(await messageOf(gif)).toBe(validation.questionImages.type);
    const big = await attach(question.id, [
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    ]);
    expect(big.status).toBe(400);
    expect(await messageOf(big)).toBe(validation.questionImages.tooLarge(5));
    const none = await ctx.app.request(`/api/students/me/questions/${question.id}/images`, {
      method: 'POST',
      headers: student.headers,
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(questionImages)
        .where(eq(questionImages.questionId, question.id)),
    ).toEqual([]);
  });

  it('takes no photo once the question is answered', async () => {
    const question = await ask('답변 뒤 사진');
    await post(`/teachers/me/questions/${question.id}/answer`, { content: '답' }, teacher.headers);
    const late = await attach(question.id, [
      new File([await png()], 'late.png', { type: 'image/png' }),
    ]);
    expect(late.status).toBe(409);
  });
});

describe('removing a photo from a question', () => {
  // A lecture of its own, so these questions count against no other test's open questions.
  let photoLecture: number;
  beforeAll(async () => {
    photoLecture = (await createLecture(ctx.database.db, teacher.user.id, { title: '사진 강의' }))
      .lecture.id;
    for (const reader of [student, otherStudent]) {
      await enrol(ctx.database.db, reader.user.id, photoLecture);
    }
  });
  const remove = (questionId: number, imageId: number, headers = student.headers) =>
    ctx.app.request(`/api/students/me/questions/${questionId}/images/${imageId}`, {
      method: 'DELETE',
      headers,
    });
  const fileOf = async (imageId: number) => {
    const [row] = await ctx.database.db
      .select()
      .from(questionImages)
      .where(eq(questionImages.id, imageId));
    return path.join(ctx.dataDir, 'uploads', row!.fileKey);
  };

  it('lets the asker remove a photo of their unanswered question: gone from the question, the photo route and the disk', async () => {
    const question = await ask('지울 사진 질문', student.headers, photoLecture);
    const attached = await attach(question.id, [
      new File([await png()], 'one.png', { type: 'image/png' }),
      new File([await png()], 'two.png', { type: 'image/png' }),
    ]);
    const [first, second] = v.parse(QuestionResponse, await attached.json()).data.images;
    const file = await fileOf(first!.id);
    expect(existsSync(file)).toBe(true);

    const removed = await remove(question.id, first!.id);
    expect(removed.status).toBe(200);
    const left = v.parse(QuestionResponse, await removed.json()).data;
    expect(left.images.map((image) => image.id)).toEqual([second!.id]);
    expect((await ctx.app.request(first!.url, { headers: student.headers })).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    const again = await remove(question.id, first!.id);
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toBe(validation.questionImages.notFound);
    // The other photo stays, and the freed place takes a new one.
    expect((await ctx.app.request(second!.url, { headers: student.headers })).status).toBe(200);
    const refilled = await attach(question.id, [
      new File([await png()], 'three.png', { type: 'image/png' }),
      new File([await png()], 'four.png', { type: 'image/png' }),
    ]);
    expect(refilled.status).toBe(201);
    expect(v.parse(QuestionResponse, await refilled.json()).data.images).toHaveLength(3);
  });

  it('answers 404 for another’s question or photo, 403 to staff and 409 once answered, removing nothing', async () => {
    const question = await ask('남의 사진 질문', student.headers, photoLecture);
    const attached = await attach(question.id, [
      new File([await png()], 'keep.png', { type: 'image/png' }),
    ]);
    const [photo] = v.parse(QuestionResponse, await attached.json()).data.images;
    const theirQuestion = await ask('다른 학생 질문', otherStudent.headers, photoLecture);
    const mineOther = await ask('내 다른 질문', student.headers, photoLecture);

    const stranger = await remove(question.id, photo!.id, otherStudent.headers);
    expect(stranger.status).toBe(404);
    // Naming the photo under a question of one's own does not reach it either.
    expect((await remove(theirQuestion.id, photo!.id, otherStudent.headers)).status).toBe(404);
    expect((await remove(mineOther.id, photo!.id)).status).toBe(404);
    expect((await remove(question.id, photo!.id, teacher.headers)).status).toBe(403);
    expect((await remove(question.id, photo!.id, admin.headers)).status).toBe(403);

    await post(`/teachers/me/questions/${question.id}/answer`, { content: '답' }, teacher.headers);
    const late = await remove(question.id, photo!.id);
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(validation.question.answeredLocked);

    expect((await read(`/students/me/questions/${question.id}`, student.headers)).images).toEqual([
      photo,
    ]);
    expect(existsSync(await fileOf(photo!.id))).toBe(true);
  });
});

describe('a follow-up or photos sent again with their Idempotency-Key', () => {
  const keyed = (headers: Record<string, string>, key: string) => ({
    ...headers,
    'Idempotency-Key': key,
  });

  it('keeps the photos once and answers the retry with the first answer', async () => {
    const question = await ask('재전송 사진 질문');
    const photos = async () => [new File([await png()], 'p.png', { type: 'image/png' })];
    const first = await attach(question.id, await photos(), keyed(student.headers, 'photo-1'));
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    // The same upload again (its answer was lost): a new FormData, a new boundary.
    const retry = await attach(question.id, await photos(), keyed(student.headers, 'photo-1'));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(firstBody);
    const stored = await ctx.database.db
      .select()
      .from(questionImages)
      .where(eq(questionImages.questionId, question.id));
    expect(stored).toHaveLength(1);
  });

  it('keeps the follow-up once and answers the retry with the first answer', async () => {
    const question = await ask('재전송 추가 질문');
    await post(
      `/teachers/me/questions/${question.id}/answer`,
      { content: '답변' },
      teacher.headers,
    );
    const path = `/students/me/questions/${question.id}/follow-ups`;
    const body = { content: '한 번만 보냅니다' };
    const first = await post(path, body, keyed(student.headers, 'follow-up-1'));
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const retry = await post(path, body, keyed(student.headers, 'follow-up-1'));
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(firstBody);
    const thread = await read(`/students/me/questions/${question.id}`, student.headers);
    expect(thread.followUps.map((followUp) => followUp.content)).toEqual(['한 번만 보냅니다']);
  });
});

describe('the staff boards and what waits', () => {
  it('filters questions by status, lecture and student, sorts them, and validates the query', async () => {
    const older = await ask('오래된 물리 질문', otherStudent.headers, otherLecture.lecture.id);
    const newer = await ask('새 물리 질문', otherStudent.headers, otherLecture.lecture.id);
    const board = async (query: string, headers = admin.headers) =>
      v
        .parse(
          QuestionGroupsResponse,
          await (await ctx.app.request(`/api/teachers/me/questions?${query}`, { headers })).json(),
        )
        .data.flatMap((group) => group.questions);
    const byLecture = await board(`lectureId=${otherLecture.lecture.id}&status=UNANSWERED`);
    expect(byLecture.map((q) => q.id)).toEqual([newer.id, older.id]);
    const oldest = await board(`lectureId=${otherLecture.lecture.id}&sort=oldest`);
    expect(oldest.map((q) => q.id)).toEqual([older.id, newer.id]);
    const byEmail = await board(`q=${encodeURIComponent(otherStudent.user.email.toUpperCase())}`);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((q) => q.studentName === otherStudent.user.name)).toBe(true);
    // A teacher sees only their lectures, whatever the filter asks for.
    expect(await board(`lectureId=${otherLecture.lecture.id}`, teacher.headers)).toEqual([]);
    const answered = await board('status=ANSWERED', teacher.headers);
    expect(answered.every((q) => q.isAnswered)).toBe(true);

    const bad = await ctx.app.request('/api/teachers/me/questions?status=LATER', {
      headers: teacher.headers,
    });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(validation.staffBoards.statusInvalid);
    const badSort = await ctx.app.request('/api/teachers/me/questions?sort=random', {
      headers: teacher.headers,
    });
    expect(await messageOf(badSort)).toBe(validation.staffBoards.sortInvalid);
    const badLecture = await ctx.app.request('/api/admin/assignments?lectureId=abc', {
      headers: teacher.headers,
    });
    expect(await messageOf(badLecture)).toBe(validation.staffBoards.lectureInvalid);
  });

  it('keeps a question waiting exactly while staff owe it an answer: asked, answered, followed up, answered again', async () => {
    const { db } = ctx.database;
    const { soloTeacher, asker } = await createUsers(db, {
      soloTeacher: 'TEACHER',
      asker: 'STUDENT',
    });
    const own = await createLecture(db, soloTeacher.user.id, { title: '혼자 강의' });
    await enrol(db, asker.user.id, own.lecture.id);
    const waits = async () => {
      const count = v.parse(
        StaffWaitingResponse,
        await (
          await ctx.app.request('/api/admin/waiting', { headers: soloTeacher.headers })
        ).json(),
      ).data.unansweredQuestions;
      const listed = v
        .parse(
          QuestionGroupsResponse,
          await (
            await ctx.app.request('/api/teachers/me/questions?status=UNANSWERED', {
              headers: soloTeacher.headers,
            })
          ).json(),
        )
        .data.flatMap((group) => group.questions.map((question) => question.id));
      expect(listed).toHaveLength(count);
      return listed;
    };

    const question = await ask('기다리는 질문', asker.headers, own.lecture.id);
    expect(await waits()).toEqual([question.id]);
    const answer = `/teachers/me/questions/${question.id}/answer`;
    expect((await post(answer, { content: '답' }, soloTeacher.headers)).status).toBe(201);
    expect(await waits()).toEqual([]);
    const followUp = await post(
      `/students/me/questions/${question.id}/follow-ups`,
      { content: '하나 더 묻습니다' },
      asker.headers,
    );
    expect(followUp.status).toBe(201);
    expect(await waits()).toEqual([question.id]);
    const [open] = v.parse(QuestionResponse, await followUp.json()).data.followUps;
    const answerFollowUp = `/teachers/me/questions/${question.id}/follow-ups/${open!.id}/answer`;
    expect((await post(answerFollowUp, { content: '답' }, soloTeacher.headers)).status).toBe(201);
    expect(await waits()).toEqual([]);
  });

  it('counts what waits up to 100, as the menu shows 99+', async () => {
    const { db } = ctx.database;
    const { busyTeacher, asker } = await createUsers(db, {
      busyTeacher: 'TEACHER',
      asker: 'STUDENT',
    });
    const own = await createLecture(db, busyTeacher.user.id, { title: '질문 많은 강의' });
    const count = async () =>
      v.parse(
        StaffWaitingResponse,
        await (
          await ctx.app.request('/api/admin/waiting', { headers: busyTeacher.headers })
        ).json(),
      ).data.unansweredQuestions;
    const ask = (n: number, from: number) =>
      db.insert(questions).values(
        Array.from({ length: n }, (_, index) => ({
          userId: asker.user.id,
          lectureId: own.lecture.id,
          title: `질문 ${from + index}`,
          content: '내용',
          waitingSince: new Date(),
        })),
      );
    await ask(99, 0);
    expect(await count()).toBe(99);
    await ask(1, 99);
    expect(await count()).toBe(STAFF_WAITING_CAP);
    await ask(40, 100);
    expect(await count()).toBe(STAFF_WAITING_CAP);
  });

  it('filters submissions by 대기 and counts what waits in the caller’s scope', async () => {
    const waiting = async (headers: Record<string, string>) =>
      v.parse(
        StaffWaitingResponse,
        await (await ctx.app.request('/api/admin/waiting', { headers })).json(),
      ).data;
    const before = await waiting(otherTeacher.headers);
    await ctx.database.db.insert(submissions).values([
      { userId: student.user.id, detailId: otherLecture.other.id, reviewUrl: 'https://a.example' },
      {
        userId: otherStudent.user.id,
        detailId: otherLecture.other.id,
        reviewUrl: 'https://b.example',
        feedback: '좋아요',
        isCompleted: true,
        feedbackAt: new Date(),
      },
    ]);
    const after = await waiting(otherTeacher.headers);
    expect(after.pendingSubmissions).toBe(before.pendingSubmissions + 1);
    expect(after.unansweredQuestions).toBeGreaterThanOrEqual(2);
    const all = await waiting(admin.headers);
    expect(all.unansweredQuestions).toBeGreaterThanOrEqual(after.unansweredQuestions);
    expect((await ctx.app.request('/api/admin/waiting', { headers: student.headers })).status).toBe(
      403,
    );

    const pending = v.parse(
      AssignmentGroupsResponse,
      await (
        await ctx.app.request('/api/admin/assignments?status=PENDING', {
          headers: otherTeacher.headers,
        })
      ).json(),
    ).data.lectureGroups;
    expect(pending.map((group) => group.lectureId)).toEqual([otherLecture.lecture.id]);
    expect(pending[0]!.submissions.map((s) => s.submissionContent)).toEqual(['https://a.example']);
    const byName = v.parse(
      AssignmentGroupsResponse,
      await (
        await ctx.app.request(
          `/api/admin/assignments?q=${encodeURIComponent(otherStudent.user.name)}`,
          { headers: otherTeacher.headers },
        )
      ).json(),
    ).data.lectureGroups;
    expect(byName.flatMap((g) => g.submissions).map((s) => s.submissionContent)).toEqual([
      'https://b.example',
    ]);
  });
});
