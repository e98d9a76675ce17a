// A student's sitting of a mock exam (docs/product/mock-exams.md#sitting).
import type { SaveSittingAnswerRequest } from '../contract/mock-sittings.ts';
import {
  SavedAnswerResponse,
  SittingAudioResponse,
  SittingResponse,
  StudentMockResponse,
  StudentMocksResponse,
} from '../contract/mock-sittings.ts';
import { request } from '../http.ts';

export const studentMocks = () => request(StudentMocksResponse, 'mock-exams');
export const studentMock = (examId: number) => request(StudentMockResponse, `mock-exams/${examId}`);
export const sitting = (examId: number) => request(SittingResponse, `mock-exams/${examId}/sitting`);
// Starting again answers the same sitting, so no Idempotency-Key (a replay would be stale).
export const startSitting = (examId: number) =>
  request(SittingResponse, `mock-exams/${examId}/sitting`, {
    method: 'post',
    json: {},
  });
export const saveSittingAnswer = (
  examId: number,
  itemId: number,
  answer: SaveSittingAnswerRequest,
) =>
  request(SavedAnswerResponse, `mock-exams/${examId}/sitting/answers/${itemId}`, {
    method: 'put',
    json: answer,
  });
export const sittingAudio = (examId: number, itemId: number) =>
  request(SittingAudioResponse, `mock-exams/${examId}/sitting/audio/${itemId}`, {
    method: 'post',
    json: {},
  });
export const nextSection = (examId: number) =>
  request(SittingResponse, `mock-exams/${examId}/sitting/next`, { method: 'post', json: {} });
export const submitSitting = (examId: number) =>
  request(SittingResponse, `mock-exams/${examId}/sitting/submit`, { method: 'post', json: {} });
