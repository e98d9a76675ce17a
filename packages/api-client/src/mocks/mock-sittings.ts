// A student's mocks and sitting answered like the API (see respond.ts;
// docs/product/mock-exams.md#sitting): the list, and the answer route, which saves while
// `connected.value` is true and fails as offline otherwise (the autosave's lost connection).
import { http } from 'msw';
import type { SaveSittingAnswerRequest, StudentMock } from '../contract/index.ts';
import { apiPath, offline, okEnvelope } from './respond.ts';

export const studentMocksHandlers = (mocks: StudentMock[]) => [
  http.get(apiPath('mock-exams'), () => okEnvelope(mocks)),
];

export const sittingAnswerHandlers = (examId: number, connected = { value: true }) => [
  http.put(apiPath(`mock-exams/${examId}/sitting/answers/:itemId`), async ({ request, params }) => {
    if (!connected.value) return offline();
    const body = (await request.json()) as SaveSittingAnswerRequest;
    return okEnvelope({
      itemId: Number(params.itemId),
      choice: 'choice' in body ? body.choice : null,
      promptIndex: 'promptIndex' in body ? body.promptIndex : null,
      text: 'text' in body ? body.text : null,
      played: false,
      savedAt: new Date().toISOString(),
    });
  }),
];
