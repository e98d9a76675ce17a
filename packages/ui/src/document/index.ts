export { AppDocument } from './AppDocument.tsx';
export {
  DocumentValuesContext,
  documentValuesKey,
  readDocumentValues,
  type DocumentValues,
} from './document-values.ts';
