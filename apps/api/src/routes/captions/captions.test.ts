import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaptionListResponse,
  CaptionTextResponse,
  CaptionTrackResponse,
  ClassroomDetailContentResponse,
  ErrorEnvelope,
} from '@academy/api-client/contract';
import * as player from '@academy/strings/player';
import { count, eq } from 'drizzle-orm';
import { lessonCaptions } from '../../db/schema/lesson-media.ts';
import { createUser, enrol, type TestUser } from '../../test/fixtures.ts';
import {
  createLecture,
  createLectureTestApp,
  jsonRequest,
  messageOf,
} from '../../test/lecture-fixtures.ts';

const m = player.messages;
let ctx: Awaited<ReturnType<typeof createLectureTestApp>>;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let student: TestUser;
let outsider: TestUser;
let lecture: Awaited<ReturnType<typeof createLecture>>;

const VTT =
  'WEBVTT\n\n1\n00:00.000 --> 00:02.500\n<v 선생님>안녕하세요</v>\n\n00:00:03.000 --> 00:00:05.000 line:90%\nこんにちは\n';

beforeAll(async () => {
  ctx = await createLectureTestApp();
  const { db } = ctx.database;
  teacher = await createUser(db, 'TEACHER');
  otherTeacher = await createUser(db, 'TEACHER');
  admin = await createUser(db, 'ADMIN');
  student = await createUser(db);
  outsider = await createUser(db);
  lecture = await createLecture(db, teacher.user.id, { period: 30 });
  await enrol(db, student.user.id, lecture.lecture.id, {
    endsAt: new Date(Date.now() + 30 * 86_400_000),
  });
});
afterAll(async () => {
  await ctx.database.drop();
});

const path = (detailId = lecture.video.id) => `/api/admin/details/${detailId}/captions`;
function upload(
  who: TestUser,
  fields: { lang?: string; label?: string; file?: Blob | null; name?: string },
  detailId?: number,
) {
  const body = new FormData();
  if (fields.lang !== undefined) body.append('lang', fields.lang);
  if (fields.label !== undefined) body.append('label', fields.label);
  if (fields.file) body.append('file', new File([fields.file], fields.name ?? 'ko.vtt'));
  return ctx.app.request(path(detailId), { method: 'POST', headers: who.headers, body });
}
const rows = async () => (await ctx.database.db.select({ n: count() }).from(lessonCaptions))[0]!.n;

describe('staff upload WebVTT captions', () => {
  it('refuses what is not WebVTT, a broken timing, no cues, a big file, a bad language, with nothing stored', async () => {
    const before = await rows();
    const notVtt = await upload(teacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob(['hello']),
    });
    expect(notVtt.status).toBe(415);
    expect(await messageOf(notVtt)).toBe(m.captionNotVtt);

    const srt = await upload(teacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob(['1\n00:00:01,000 --> 00:00:02,000\n안녕\n']),
    });
    expect(srt.status).toBe(415);

    const badTiming = await upload(teacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob(['WEBVTT\n\n00:01.000 --> 00:00:x\n안녕\n']),
    });
    expect(badTiming.status).toBe(400);
    expect(await messageOf(badTiming)).toBe(m.captionBadTiming(3));

    const empty = await upload(teacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob(['WEBVTT\n']),
    });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(m.captionNoCues);

    const big = await upload(teacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob([VTT + 'NOTE '.padEnd(600 * 1024, 'x')]),
    });
    expect(big.status).toBe(413);

    const lang = await upload(teacher, { lang: 'en', label: 'English', file: new Blob([VTT]) });
    expect(lang.status).toBe(400);
    expect(await messageOf(lang)).toBe(m.captionLangInvalid);

    const noFile = await upload(teacher, { lang: 'ko', label: '한국어' });
    expect(noFile.status).toBe(400);
    expect(await messageOf(noFile)).toBe(m.captionFileRequired);

    const quiz = await upload(
      teacher,
      { lang: 'ko', label: '한국어', file: new Blob([VTT]) },
      lecture.quiz.id,
    );
    expect(quiz.status).toBe(400);
    expect(await messageOf(quiz)).toBe(m.captionNotVideo);
    expect(await rows()).toBe(before);
  });

  it('stores a track per language for the lesson’s staff only, and lists it', async () => {
    const foreign = await upload(otherTeacher, {
      lang: 'ko',
      label: '한국어',
      file: new Blob([VTT]),
    });
    expect(foreign.status).toBe(403);
    const asStudent = await upload(student, { lang: 'ko', label: '한국어', file: new Blob([VTT]) });
    expect(asStudent.status).toBe(403);

    const ko = await upload(teacher, { lang: 'ko', label: ' 한국어 자막 ', file: new Blob([VTT]) });
    expect(ko.status).toBe(201);
    const track = v.parse(CaptionTrackResponse, await ko.json()).data;
    expect(track).toMatchObject({ lang: 'ko', label: '한국어 자막', cueCount: 2 });

    const again = await upload(admin, { lang: 'ko', label: '다시', file: new Blob([VTT]) });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(m.captionLangTaken);

    const ja = await upload(admin, { lang: 'ja', label: '日本語', file: new Blob([VTT]) });
    expect(ja.status).toBe(201);

    const list = await ctx.app.request(path(), { headers: teacher.headers });
    expect(v.parse(CaptionListResponse, await list.json()).data.map((t) => t.lang)).toEqual([
      'ko',
      'ja',
    ]);
    expect((await ctx.app.request(path(), { headers: otherTeacher.headers })).status).toBe(403);
  });
});

describe('the classroom reads a track behind the learning rule', () => {
  it('lists the tracks and the watermark in the lesson, and serves the text to the enrolled student', async () => {
    const detail = await ctx.app.request(
      '/api/lectures/detail',
      jsonRequest('POST', { lectureDetailId: lecture.video.id }, student.headers),
    );
    expect(detail.status).toBe(200);
    const content = v.parse(ClassroomDetailContentResponse, await detail.json()).data;
    expect(content.captions?.map((t) => t.lang)).toEqual(['ko', 'ja']);
    expect(content.watermark?.text).toContain(`#${student.user.id}`);
    expect(content.watermark?.text).not.toContain(student.user.email);

    const ko = content.captions![0]!;
    const text = await ctx.app.request(
      `/api/lectures/details/${lecture.video.id}/captions/${ko.captionId}`,
      { headers: student.headers },
    );
    expect(text.status).toBe(200);
    expect(v.parse(CaptionTextResponse, await text.json()).data.vtt).toBe(VTT);

    const refused = await ctx.app.request(
      `/api/lectures/details/${lecture.video.id}/captions/${ko.captionId}`,
      { headers: outsider.headers },
    );
    expect(refused.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await refused.json()).code).toBe('NOT_ENROLLED');
    // the stored file is not reachable through the public file route
    const [row] = await ctx.database.db
      .select({ key: lessonCaptions.fileKey })
      .from(lessonCaptions)
      .where(eq(lessonCaptions.id, ko.captionId));
    expect((await ctx.app.request(`/api/files/${row!.key}`)).status).toBe(404);
  });

  it('drops the watermark when staff turn it off for the lecture', async () => {
    const { lectures } = await import('../../db/schema/lectures.ts');
    await ctx.database.db
      .update(lectures)
      .set({ watermark: false })
      .where(eq(lectures.id, lecture.lecture.id));
    const detail = await ctx.app.request(
      '/api/lectures/detail',
      jsonRequest('POST', { lectureDetailId: lecture.video.id }, student.headers),
    );
    expect(v.parse(ClassroomDetailContentResponse, await detail.json()).data.watermark).toBeNull();
    await ctx.database.db
      .update(lectures)
      .set({ watermark: true })
      .where(eq(lectures.id, lecture.lecture.id));
  });

  it('deletes a track (staff), after which it is gone for the student', async () => {
    const list = v.parse(
      CaptionListResponse,
      await (await ctx.app.request(path(), { headers: admin.headers })).json(),
    ).data;
    const ja = list.find((t) => t.lang === 'ja')!;
    const foreign = await ctx.app.request(`${path()}/${ja.captionId}`, {
      method: 'DELETE',
      headers: otherTeacher.headers,
    });
    expect(foreign.status).toBe(403);
    const gone = await ctx.app.request(`${path()}/${ja.captionId}`, {
      method: 'DELETE',
      headers: teacher.headers,
    });
    expect(gone.status).toBe(200);
    const read = await ctx.app.request(
      `/api/lectures/details/${lecture.video.id}/captions/${ja.captionId}`,
      { headers: student.headers },
    );
    expect(read.status).toBe(404);
  });
});
