import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http-config.ts';
import { createContent } from './admin-lectures.ts';
import { registerTeacher } from './teachers.ts';
import { classroomLecture, submitLink } from './classroom.ts';
import { chatHistory, postChatMessage } from './live.ts';
import { notices } from './site-content.ts';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: '', data }), {
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let bodies: { url: string; form?: FormData; json?: unknown }[];
let answers: Response[];
beforeEach(() => {
  bodies = [];
  answers = [];
  // Read each request as it is sent (ky may consume the Request afterwards).
  fetchMock = vi.fn(async (input: Request) => {
    const type = input.headers.get('content-type') ?? '';
    bodies.push({
      url: input.url,
      form: type.startsWith('multipart/') ? await input.clone().formData() : undefined,
      json: type.startsWith('application/json') ? await input.clone().json() : undefined,
    });
    return answers.shift() ?? ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ prefix: 'http://academy.test/api', getAccessToken: () => 't', log: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('endpoints', () => {
  it('ask for chat history without an absent cursor, and post the message as json', async () => {
    answers.push(ok({ messages: [], hasMore: false }), ok({ messages: [], hasMore: false }));
    await chatHistory(4);
    await chatHistory(4, { before: 90, size: 20 });
    expect(bodies[0]!.url).toBe('http://academy.test/api/lessons/4/chat/messages');
    expect(bodies[1]!.url).toBe(
      'http://academy.test/api/lessons/4/chat/messages?before=90&size=20',
    );
    answers.push(
      ok({
        id: 1,
        lessonId: 4,
        author: { id: 2, name: '학생', role: 'STUDENT' },
        content: '안녕하세요',
        deleted: false,
        createdAt: '2026-11-25T04:00:00.000Z',
      }),
    );
    await postChatMessage(4, '안녕하세요');
    expect(bodies[2]!.json).toEqual({ content: '안녕하세요' });
  });

  it('send the multipart field names the API reads: teachingSubjects repeated, attachmentFiles many', async () => {
    answers.push(ok({ id: 9, name: '김선생', userId: 't@academy.test', image: null }));
    await registerTeacher({
      userId: 't@academy.test',
      password: 'password1234',
      name: '김선생',
      imageFile: new File(['x'], 'photo.png', { type: 'image/png' }),
      teachingSubjects: ['물리', '화학'],
    }).catch(() => {});
    const teacherForm = bodies[0]!.form!;
    expect(teacherForm.getAll('teachingSubjects')).toEqual(['물리', '화학']);

    answers.push(ok({ id: 1 }));
    await createContent({
      lectureDetailId: 3,
      contents: '설명',
      attachmentFiles: [new Blob(['a']), new Blob(['b'])],
    });
    const contentForm = bodies[1]!.form!;
    expect(contentForm.getAll('attachmentFiles')).toHaveLength(2);
    expect(contentForm.get('lectureDetailId')).toBe('3');
  });

  it('parse a realistic classroom lecture and reject a malformed one', async () => {
    answers.push(
      ok({
        lectureId: 1,
        lectureTitle: '독해',
        teacherName: '박서연',
        expireDaysLeft: null,
        progressRate: 50,
        chapters: [
          {
            chapterId: 1,
            chapterTitle: '1장',
            details: [{ detailId: 1, detailTitle: '영상', type: 'VIDEO', isCompleted: true }],
          },
        ],
      }),
    );
    expect((await classroomLecture(1)).data.chapters[0]!.details[0]!.isCompleted).toBe(true);
    answers.push(ok({ lectureId: '1' }));
    await expect(classroomLecture(1)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('trim the assignment link and page notices from 0', async () => {
    answers.push(ok({}));
    await submitLink(5, '  https://blog.example.com/a  ').catch(() => {});
    expect(bodies[0]!.json).toEqual({
      lectureDetailId: 5,
      reviewUrl: 'https://blog.example.com/a',
    });
    answers.push(ok([]));
    await notices(0, 20);
    expect(bodies[1]!.url).toBe('http://academy.test/api/notice/list?page=0&size=20');
  });
});
