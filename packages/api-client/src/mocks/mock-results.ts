// The results of mock exams answered like the API (see respond.ts): a student's result, staff's
// distribution, the 記述 queue, one sitting and its grade, over the samples in
// test/mock-result-samples.ts.
import * as mockResultStrings from '@academy/strings/mock-results';
import { http } from 'msw';
import type { MockResult, MockSittingDetail } from '../contract/mock-results.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';
import {
  closedResult,
  sampleQueue,
  sampleResults,
  waitingSitting,
} from './test/mock-result-samples.ts';

export { closedResult, pendingResult, waitingSitting } from './test/mock-result-samples.ts';

/** The result of `result.exam.id` (another id: 404). */
export function mockResultHandlers(result: MockResult = closedResult) {
  return [
    http.get(apiPath('mock-exams/:id/result'), ({ params }) =>
      Number(params.id) === result.exam.id
        ? okEnvelope(result, mockResultStrings.messages.result)
        : refusal(404, 'NOT_FOUND', mockResultStrings.errors.noSitting),
    ),
  ];
}

/** Staff's pages over the samples; the grade answers the sitting graded. */
export function mockStaffHandlers(sitting: MockSittingDetail = waitingSitting) {
  return [
    http.get(apiPath('admin/mock-exams/:id/results'), () =>
      okEnvelope(sampleResults, mockResultStrings.messages.results),
    ),
    http.get(apiPath('admin/mock-exams/:id/writing'), () =>
      okEnvelope(sampleQueue, mockResultStrings.messages.writingQueue),
    ),
    http.get(apiPath('admin/mock-sittings/:id'), () =>
      okEnvelope(sitting, mockResultStrings.messages.sitting),
    ),
    http.put(apiPath('admin/mock-sittings/:id/writing'), async ({ request }) => {
      const body = (await request.json()) as { level: number; comment: string };
      if (!body.comment?.trim()) {
        return refusal(400, 'BAD_REQUEST', mockResultStrings.validation.commentRequired);
      }
      return okEnvelope(
        {
          ...sitting,
          state: 'GRADED',
          writing: sitting.writing && {
            ...sitting.writing,
            writingLevel: body.level,
            comment: body.comment.trim(),
            gradedAt: '2026-10-27T01:00:00.000Z',
          },
        },
        mockResultStrings.messages.graded,
      );
    }),
  ];
}
