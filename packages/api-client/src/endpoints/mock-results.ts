// The results of EJU mock exams (docs/product/mock-exams.md: grading and results): a student's own
// result; staff's distribution, CSV address, 記述 queue, one sitting and the 記述 grade.
import {
  MockResultResponse,
  MockResultsResponse,
  MockSittingDetailResponse,
  MockWritingQueueResponse,
  type MockWritingGrade,
} from '../contract/mock-results.ts';
import { apiUrl } from '../http-config.ts';
import { request } from '../http.ts';

export const mockResult = (examId: number) =>
  request(MockResultResponse, `mock-exams/${examId}/result`);

export const mockResults = (examId: number, page: number, size: number) =>
  request(MockResultsResponse, `admin/mock-exams/${examId}/results`, {
    searchParams: { page: String(page), size: String(size) },
  });

/** The CSV's address (the browser downloads it; the reason is recorded with the export). */
export const mockResultsCsvUrl = (examId: number, reason: string) =>
  apiUrl(`admin/mock-exams/${examId}/results.csv?${new URLSearchParams({ reason }).toString()}`);

export const mockWritingQueue = (examId: number) =>
  request(MockWritingQueueResponse, `admin/mock-exams/${examId}/writing`);

export const mockSitting = (sittingId: number) =>
  request(MockSittingDetailResponse, `admin/mock-sittings/${sittingId}`);

export const gradeMockWriting = (sittingId: number, body: MockWritingGrade) =>
  request(MockSittingDetailResponse, `admin/mock-sittings/${sittingId}/writing`, {
    method: 'put',
    json: body,
  });
