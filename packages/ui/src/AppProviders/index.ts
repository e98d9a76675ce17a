export { AppProviders } from './AppProviders.tsx';
export { readStyleNonce } from '../document/document-values.ts';
