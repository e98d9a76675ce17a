// A LISTEN connection that goes silent (a proxy or NAT forgot it: no reset, nothing arrives) is
// noticed within a second, logged when lost and when back, and fails readiness meanwhile.
// PostgreSQL only (TEST_DATABASE_URL): PGlite has no listener.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase, testEnv } from '../test/test-app.ts';
import { startRelay, type Relay } from '../test/tcp-relay.ts';
import { createLogger } from './logger.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

interface Line {
  level: 'warn' | 'info';
  fields: Record<string, unknown>;
  message: string;
  at: number;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!serverUrl)('a silent LISTEN connection', () => {
  let owner: Awaited<ReturnType<typeof openTestDatabase>>;
  let relay: Relay;
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const lines: Line[] = [];
  const log = (level: Line['level']) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message, at: Date.now() });

  beforeAll(async () => {
    owner = await openTestDatabase();
    relay = await startRelay(owner.url!);
    database = await openDatabase(
      { kind: 'postgres', url: relay.url },
      { log: { warn: log('warn'), info: log('info') } },
    );
    app = createApp({ env: testEnv, database, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await database?.close();
    await relay?.close();
    await owner?.drop();
  });

  const ready = async () => {
    const response = await app.request('/api/ready');
    const body = (await response.json()) as { data: { listener: string; reasons: string[] } };
    return { status: response.status, ...body.data };
  };

  it('is noticed within a second, logged, fails readiness, and recovers', async () => {
    await until('ready', async () => ((await ready()).status === 200 ? true : undefined));
    const frozenAt = Date.now();
    relay.freeze({ onlyListening: true });

    const lost = await until('the loss logged', () =>
      lines.find((line) => line.level === 'warn' && /listener lost/.test(line.message)),
    );
    expect(lost.at - frozenAt).toBeLessThan(1000);
    expect(lost.fields).toMatchObject({ reason: 'heartbeat unanswered' });
    const deaf = await ready();
    expect(deaf.status).toBe(503);
    expect(deaf.listener).toBe('deaf');
    expect(deaf.reasons.join('\n')).toMatch(/LISTEN \w+ deaf/);

    // A new connection (through the relay, not frozen) hears again.
    const back = await until('the recovery logged', () =>
      lines.find((line) => line.level === 'info' && /listener back/.test(line.message)),
    );
    expect(back.fields.deafMs).toBeGreaterThan(0);
    await until('ready again', async () => ((await ready()).status === 200 ? true : undefined));
  });
});
