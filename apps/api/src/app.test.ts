import net from 'node:net';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, LoginResponse } from '@academy/api-client/contract';
import { createApp } from './app.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import { createLogger } from './lib/logger.ts';
import { createUser } from './test/fixtures.ts';
import { startRelay } from './test/tcp-relay.ts';
import { createTestApp, openTestDatabase, testEnv } from './test/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('secure headers', () => {
  it('are on every API answer, errors included', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/api/users/info']) {
      const response = await ctx.app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain(
        `frame-ancestors ${testEnv.SITE_URL} ${testEnv.CLASSROOM_URL} ${testEnv.ADMIN_URL}`,
      );
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('keep API answers out of caches unless a route chose otherwise', async () => {
    const response = await ctx.app.request('/api/users/info');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('send HSTS for a year only over https', async () => {
    const plain = await ctx.app.request('http://localhost/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await ctx.app.request('https://academy.test/api/health');
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('bodies', () => {
  it('refuses JSON over 1 MB with 413 in the envelope', async () => {
    const response = await ctx.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(v.parse(ErrorEnvelope, await response.json())).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  /** A body of `total` bytes without Content-Length, made as it is read; `pulled` counts what was. */
  function endlessBody(total: number) {
    const chunk = new Uint8Array(64 * 1024);
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  }

  it.each([
    // logout leaves a body it does not use unread
    ['POST', '/api/auth/logout', 'application/offset+octet-stream', 200],
    ['POST', '/api/auth/logout', 'application/json', 413],
    ['POST', '/api/auth/login', 'application/json', 413],
    // refused for its type, unread
    ['POST', '/api/auth/register', 'text/plain', 400],
  ])(
    'reads no more than 1 MB of a streamed 300 MB body: %s %s as %s',
    async (method, path, type, status) => {
      const { stream, counter } = endlessBody(300 * 1024 * 1024);
      const response = await ctx.app.request(path, {
        method,
        headers: { 'content-type': type },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(status);
      // what was read stays near the limit, never the whole body
      expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
    },
  );

  it('refuses a declared Content-Length over the limit without reading it', async () => {
    const response = await ctx.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/offset+octet-stream', 'content-length': '314572800' },
      body: 'x',
    });
    expect(response.status).toBe(413);
    expect(v.parse(ErrorEnvelope, await response.json())).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '요청 본문이 너무 큽니다.',
    });
  });

  it('never answers a stack trace or SQL', async () => {
    const response = await ctx.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "x", "password": ',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/at \w+ \(|select |SyntaxError/i);
  });
});

describe('a database that is unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE within about two seconds, and the app lives on', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/nothing',
      connectionTimeoutMillis: 2000,
    });
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Database;
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      ping: async () => false,
      exclusive: (work) => work(),
      jobConnection: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/nothing' },
      close: () => pool.end(),
    };
    const app = createApp({ env: testEnv, database: handle, logger: createLogger('silent') });
    const started = Date.now();
    const response = await app.request('/api/auth/check-email?email=a@b.co');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = v.parse(ErrorEnvelope, await response.json());
    expect(body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', data: null });
    expect(body.message).toMatch(/잠시 후 다시 시도해주세요/);
    // the same app still answers what needs no database
    expect((await app.request('/api/openapi.json')).status).toBe(200);
    await pool.end();
  });

  it('answers 503 when the embedded database was closed', async () => {
    const broken = await openTestDatabase();
    const app = createApp({ env: testEnv, database: broken, logger: createLogger('silent') });
    const { headers } = await createUser(broken.db, 'STUDENT');
    await broken.close();
    const response = await app.request('/api/users/info', { headers });
    expect(response.status).toBe(503);
    await broken.drop().catch(() => {});
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  it('answers 503 within about two seconds while it is away and recovers by itself', async () => {
    const direct = await openTestDatabase();
    const target = new URL(direct.url!);
    // A TCP relay in front of PostgreSQL that can be cut and restored.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const relayed = new URL(target);
    relayed.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ kind: 'postgres', url: relayed.toString() });
    const app = createApp({ env: testEnv, database, logger: createLogger('silent') });
    const { headers } = await createUser(direct.db, 'STUDENT');
    try {
      expect((await app.request('/api/users/info', { headers })).status).toBe(200);

      relay.close();
      for (const socket of sockets) socket.destroy();
      const started = Date.now();
      const away = await app.request('/api/users/info', { headers });
      expect(away.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(v.parse(ErrorEnvelope, await away.json()).code).toBe('SERVICE_UNAVAILABLE');

      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      expect((await app.request('/api/users/info', { headers })).status).toBe(200);
    } finally {
      relay.close();
      for (const socket of sockets) socket.destroy();
      await database.close().catch(() => {});
      await direct.drop();
    }
  });
});

/** A logger whose lines land in `lines` (parsed). */
function capturingLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(level, sink) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL refusing or unreachable', () => {
  it('a partition that drops packets silently answers 503 within about two seconds, logged once', async () => {
    const direct = await openTestDatabase();
    const relay = await startRelay(direct.url!);
    const database = await openDatabase({ kind: 'postgres', url: relay.url });
    const { lines, logger } = capturingLogger('warn');
    const app = createApp({ env: testEnv, database, logger });
    const { headers } = await createUser(direct.db, 'STUDENT');
    try {
      expect((await app.request('/api/users/info', { headers })).status).toBe(200);
      // pooled connections hang (no reset), new ones never complete their handshake
      relay.freeze({ newOnes: true });
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        const response = await app.request('/api/users/info', { headers });
        expect(response.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(2600);
      }
      const outage = lines.filter((line) => line.msg === 'database unavailable');
      expect(outage).toHaveLength(1);
      expect(lines.filter((line) => line.level === 50)).toHaveLength(0);
    } finally {
      await relay.close();
      await database.close().catch(() => {});
      await direct.drop();
    }
  }, 20_000);

  it('a database not accepting connections (SQLSTATE 55000) answers 503, logged once', async () => {
    const direct = await openTestDatabase();
    const name = new URL(direct.url!).pathname.slice(1);
    const database = await openDatabase({ kind: 'postgres', url: direct.url! });
    const { lines, logger } = capturingLogger('warn');
    const app = createApp({ env: testEnv, database, logger });
    const { headers } = await createUser(direct.db, 'STUDENT');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await direct.close();
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      for (let i = 0; i < 4; i += 1) {
        const response = await app.request('/api/users/info', { headers });
        expect(response.status).toBe(503);
        expect(v.parse(ErrorEnvelope, await response.json()).code).toBe('SERVICE_UNAVAILABLE');
      }
      expect(lines.filter((line) => line.msg === 'database unavailable')).toHaveLength(1);
      expect(lines.filter((line) => line.level === 50)).toHaveLength(0);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
      await database.close().catch(() => {});
      await direct.drop();
    }
  }, 20_000);
});

describe('logs', () => {
  it('write one line per request with its id, and never passwords or tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({
      env: testEnv,
      database: ctx.database,
      logger: createLogger('info', sink),
    });
    const student = await createUser(ctx.database.db, 'STUDENT');
    const password = 'password1234';
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-test-1' },
      body: JSON.stringify({ username: student.user.email, password }),
    });
    const { data } = v.parse(LoginResponse, await login.json());
    await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: student.user.email, password: 'wrong-password-123' }),
    });
    await app.request('/api/users/info', { headers: { authorization: `Bearer ${data.token}` } });
    const log = lines.join('');
    expect(log).not.toContain(password);
    expect(log).not.toContain('wrong-password-123');
    expect(log).not.toContain(data.token);
    expect(log).not.toContain(data.refreshToken!);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({
      requestId: 'req-test-1',
      method: 'POST',
      path: '/api/auth/login',
      status: 200,
    });
    expect(typeof first.ms).toBe('number');
    expect(lines).toHaveLength(3);
  });
});

describe('GET /api/docs and /api/openapi.json', () => {
  it('documents the paths the spec leaves not shown, from the contract', async () => {
    const response = await ctx.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const spec = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/auth/signup',
      '/api/auth/register/teacher',
      '/api/auth/check-email',
      '/api/users/info',
      '/api/users/profile',
      '/api/admin/users/teachers',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(spec.paths['/api/auth/login']!.post!.requestBody)).toContain('username');
  });

  it('documents the live channel, the lesson chat and notifications (docs/decisions/016-live-channel.md)', async () => {
    const spec = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>;
    };
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/live',
      '/api/lessons/{lessonId}/chat/messages',
      '/api/lessons/{lessonId}/chat/messages/{messageId}',
      '/api/lessons/{lessonId}/chat/presence',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/read-all',
      '/api/notifications/{id}/read',
    ]) {
      expect(paths, path).toContain(path);
    }
    const chat = spec.paths['/api/lessons/{lessonId}/chat/messages']!;
    expect(JSON.stringify(chat.post!.requestBody)).toContain('"maxLength":1000');
    expect(JSON.stringify(chat.get!.parameters)).toContain('before');
  });

  it('serves a reference page that loads nothing from elsewhere', async () => {
    const response = await ctx.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/auth/login');
    expect(html).not.toMatch(/<script|https?:\/\/cdn/i);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
