// Staff's authoring of EJU mock exams and the question bank (docs/product/mock-exams.md).
import {
  BankItemResponse,
  BankPageResponse,
  BankUploadResponse,
  MockAuthoringDetailResponse,
  MockAuthoringDoneResponse,
  MockListResponse,
  type BankItemWrite,
  type BankListQuery,
  type MockCreateRequest,
  type MockItemsRequest,
  type MockPublishRequest,
  type MockScaleRequest,
  type MockSectionsRequest,
  type MockTitleRequest,
} from '../contract/index.ts';
import { formData, request } from '../http.ts';

/** The filters as query text (empty ones left out). */
function bankSearch(query: BankListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

const bank = 'admin/question-bank';
export const bankItems = (query: BankListQuery) =>
  request(BankPageResponse, bank, { searchParams: bankSearch(query) });
export const bankItem = (id: number) => request(BankItemResponse, `${bank}/${id}`);
export const createBankItem = (body: BankItemWrite) =>
  request(BankItemResponse, bank, { method: 'post', json: body });
export const updateBankItem = (id: number, body: BankItemWrite) =>
  request(BankItemResponse, `${bank}/${id}`, { method: 'put', json: body });
export const deleteBankItem = (id: number) =>
  request(MockAuthoringDoneResponse, `${bank}/${id}`, { method: 'delete' });
export const uploadBankAudio = (file: Blob) =>
  request(BankUploadResponse, `${bank}/audio`, { method: 'post', body: formData({ file }) });
export const uploadBankImage = (file: Blob) =>
  request(BankUploadResponse, `${bank}/images`, { method: 'post', body: formData({ file }) });

const mocks = 'admin/mock-exams';
export const mockExams = () => request(MockListResponse, mocks);
export const mockExam = (id: number) => request(MockAuthoringDetailResponse, `${mocks}/${id}`);
export const createMockExam = (body: MockCreateRequest) =>
  request(MockAuthoringDetailResponse, mocks, { method: 'post', json: body });
export const renameMockExam = (id: number, body: MockTitleRequest) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}`, { method: 'patch', json: body });
export const deleteMockExam = (id: number) =>
  request(MockAuthoringDoneResponse, `${mocks}/${id}`, { method: 'delete' });
export const saveMockSections = (id: number, body: MockSectionsRequest) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}/sections`, { method: 'put', json: body });
export const saveMockItems = (id: number, sectionId: number, body: MockItemsRequest) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}/sections/${sectionId}/items`, {
    method: 'put',
    json: body,
  });
export const saveMockScale = (id: number, sectionId: number, body: MockScaleRequest) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}/sections/${sectionId}/scale`, {
    method: 'put',
    json: body,
  });
export const publishMockExam = (id: number, body: MockPublishRequest) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}/publish`, { method: 'post', json: body });
export const unpublishMockExam = (id: number) =>
  request(MockAuthoringDetailResponse, `${mocks}/${id}/unpublish`, { method: 'post' });
