import { configureDevServer } from '@academy/auth/serve-app';

// Under `react-router dev` nothing else configures the loaders' API; `npm start` replaces this
// with the in-process API when it calls serveApp.
configureDevServer();

export { handleDocumentRequest as default } from '@academy/ui/document-request';
export { serveApp } from '@academy/auth/serve-app';
