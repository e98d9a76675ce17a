export { AppDocument } from './AppDocument.tsx';
export {
  DocumentValuesContext,
  documentValuesKey,
  readDocumentValues,
  type DocumentValues,
} from './document-values.ts';
export { handleDocumentRequest } from './handle-document-request.tsx';
