import { configureDevServer } from '@academy/app-frame/serve-app.server';

// Under `react-router dev` nothing else configures the loaders' API; `npm start` replaces this
// with the in-process API when it calls serveApp.
configureDevServer();

export { handleDocumentRequest as default } from '@academy/app-frame/document-request.server';
export { serveApp } from '@academy/app-frame/serve-app.server';
