import { configureDevServer } from '@academy/auth/serve-app';

configureDevServer();

export { handleDocumentRequest as default } from '@academy/ui/document';
export { serveApp } from '@academy/auth/serve-app';
