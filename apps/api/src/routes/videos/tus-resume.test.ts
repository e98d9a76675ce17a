// A real connection cut in the middle of a PATCH, over real HTTP: the bytes that arrived are kept,
// the cross-process lock the cut request held is released, and a HEAD on another API process
// (a second server on the same DATA_DIR and database) tells where to resume.
import { request } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoUploadSessionResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { videos } from '../../db/schema/videos.ts';
import { SAMPLE_VIDEO } from '../../db/seed/videos.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUser } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: ServerType[] = [];
const origins: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-tus-resume-'));
  database = await openTestDatabase();
  for (let i = 0; i < 2; i += 1) {
    const app = createApp({
      env: { ...testEnv, DATA_DIR: dataDir },
      database: { ...database },
      logger: createLogger('silent'),
    });
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    servers.push(server);
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Sends `sent` of a PATCH body that announces more and, once the host has written those bytes to
 * `stored` (the upload's file), cuts the connection like a lost network would.
 */
function cutPatch(url: string, offset: number, sent: Buffer, announced: number, stored: string) {
  return new Promise<void>((resolve) => {
    const req = request(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
        'Content-Length': String(announced),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(sent, () => {
      void vi
        .waitFor(async () => expect((await stat(stored)).size).toBe(offset + sent.length), {
          timeout: 10_000,
        })
        .finally(() => req.destroy());
    });
  });
}

describe('resuming after a cut connection', () => {
  it('keeps what arrived and resumes from HEAD on another process', async () => {
    const teacher = await createUser(database.db, 'TEACHER');
    // A real video: the host checks a finished upload by content.
    const data = await readFile(SAMPLE_VIDEO);
    const created = await fetch(`${origins[0]}/api/videos/upload-sessions`, {
      method: 'POST',
      headers: { ...teacher.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'cut.webm', size: data.length }),
    });
    const session = v.parse(VideoUploadSessionResponse, await created.json());
    const link = new URL(session.data.upload.upload_link);
    const onFirst = `${origins[0]}${link.pathname}${link.search}`;
    const onSecond = `${origins[1]}${link.pathname}${link.search}`;

    const partial = path.join(dataDir, 'videos', 'uploads', link.pathname.split('/').pop()!);
    await cutPatch(onFirst, 0, data.subarray(0, 80_000), data.length, partial);

    // The second process answers HEAD once the cut request let go of its lock.
    const offsetOnSecond = async () => {
      const head = await fetch(onSecond, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
      expect(head.status).toBe(200);
      return Number(head.headers.get('upload-offset'));
    };
    await expect.poll(offsetOnSecond, { timeout: 10_000 }).toBeGreaterThan(0);
    const offset = await offsetOnSecond();
    expect(offset).toBeLessThanOrEqual(80_000);

    const rest = await fetch(onSecond, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
      },
      body: data.subarray(offset),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(data.length));

    const id = session.data.uri.split('/').pop()!;
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.status).toBe('READY');
    const stored = await readFile(path.join(dataDir, 'videos', row!.fileKey!));
    expect(Buffer.compare(stored, data)).toBe(0);
  });
});
