// Consents and a person's own data (docs/product/api.md): the current texts, my consents, the
// admin's versions, and 내 정보 내려받기.
import {
  ConsentDocumentListResponse,
  ConsentDocumentResponse,
  DataExportLinkResponse,
  DataExportListResponse,
  DataExportResponse,
  MyConsentsResponse,
  type ConsentChangeRequest,
  type ConsentKind,
  type ConsentPublishRequest,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const consentDocuments = () => request(ConsentDocumentListResponse, 'consent-documents');
export const consentDocument = (kind: ConsentKind) =>
  request(ConsentDocumentResponse, `consent-documents/${kind}`);
export const myConsents = () => request(MyConsentsResponse, 'me/consents');
export const changeConsents = (body: ConsentChangeRequest) =>
  request(MyConsentsResponse, 'me/consents', { method: 'post', json: body });
export const consentHistory = () => request(ConsentDocumentListResponse, 'admin/consent-documents');
export const publishConsentDocument = (body: ConsentPublishRequest) =>
  request(ConsentDocumentResponse, 'admin/consent-documents', { method: 'post', json: body });
export const dataExports = () => request(DataExportListResponse, 'me/data-exports');
export const requestDataExport = () =>
  request(DataExportResponse, 'me/data-exports', { method: 'post', json: {} });
export const dataExportLink = (id: number) =>
  request(DataExportLinkResponse, `me/data-exports/${id}/link`, { method: 'post', json: {} });
