// A local tus test server (the hosting in docs/product/api.md service, in-process on a free port):
// @tus/server with a FileStore in a temporary folder, plus a session endpoint whose answers each
// test can script.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, Upload } from '@tus/server';

export interface RequestLog {
  method: string;
  url: string;
  offset?: string;
  authorization?: string;
}

/** What the session endpoint does next: a status with headers, a custom body, or a real session. */
export type SessionScript =
  { status: number; headers?: Record<string, string>; body?: unknown } | 'session';

export async function startTusTestServer() {
  const directory = await mkdtemp(path.join(tmpdir(), 'tus-test-'));
  const store = new FileStore({ directory });
  const tus = new Server({ path: '/files', datastore: store });
  const log: RequestLog[] = [];
  const sessionScript: SessionScript[] = [];
  /** PATCH answers to force before tus sees the request: a status, or 'cut' to drop the socket */
  const patchScript: ({ status: number; headers?: Record<string, string> } | 'cut')[] = [];
  let patchCount = 0;
  /** cut the connection on these PATCH numbers (1-based) */
  const cutOnPatch = new Set<number>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    log.push({
      method: req.method ?? '',
      url: req.url ?? '',
      offset: req.headers['upload-offset'] as string | undefined,
      authorization: req.headers.authorization,
    });
    if (req.method === 'POST' && req.url === '/api/videos/upload-sessions') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const script = sessionScript.shift() ?? 'session';
      if (script !== 'session') {
        res.writeHead(script.status, { 'Content-Type': 'application/json', ...script.headers });
        res.end(JSON.stringify(script.body ?? { success: false }));
        return;
      }
      const { name, size } = JSON.parse(text) as { name: string; size: number };
      const id = randomBytes(8).toString('hex');
      await store.create(
        new Upload({
          id,
          size,
          offset: 0,
          metadata: { filename: name },
          creation_date: new Date().toISOString(),
        }),
      );
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          code: 'CREATED',
          message: 'ok',
          data: {
            uri: `/videos/${id}`,
            name,
            upload: { approach: 'tus', upload_link: `${origin}/files/${id}`, size },
          },
        }),
      );
      return;
    }
    if (req.method === 'PATCH') {
      patchCount += 1;
      if (cutOnPatch.has(patchCount)) {
        req.socket.destroy();
        return;
      }
      const forced = patchScript.shift();
      if (forced && forced !== 'cut') {
        res.writeHead(forced.status, { 'Tus-Resumable': '1.0.0', ...forced.headers });
        res.end();
        return;
      }
    }
    await tus.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    sessionUrl: `${origin}/api/videos/upload-sessions`,
    log,
    sessionScript,
    patchScript,
    cutOnPatch,
    /** the bytes the server holds for a video id */
    stored: (id: string) => readFile(path.join(directory, id)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // FileStore's constructor checks the folder with an mkdir it does not let us await: removing
      // the folder while that runs made it throw ENOENT after a quick test. It is long done by now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
