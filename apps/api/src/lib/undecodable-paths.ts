// The front of every listener (server.ts): a request target with bad percent-encoding
// (`/%E0%A4%A`) is refused with 400 here, before any app or API handler, whoever serves the path
// (docs/decisions/012-processes-start-and-stop.md: the app ports answered a bare "Internal Server
// Error" and logged a raw stack).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as validation from '@academy/strings/validation';

const message = validation.common.invalidPath;

export function refuseUndecodablePaths(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? '/';
    if (target.includes('%') && !decodable(target)) {
      const api = target.startsWith('/api/') || target === '/api';
      const body = api
        ? JSON.stringify({ success: false, code: 'BAD_REQUEST', message, data: null })
        : message;
      response.writeHead(400, {
        'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(body);
      return;
    }
    return listener(request, response);
  };
}

function decodable(target: string) {
  try {
    decodeURIComponent(target);
    return true;
  } catch {
    return false;
  }
}
