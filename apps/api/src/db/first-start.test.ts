// docs/decisions/014-production-start.md: production starts without demo accounts and without
// made-up secrets; the first admin comes from `pnpm admin:create` or ADMIN_EMAIL/ADMIN_PASSWORD.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { AdminInputError, createAdmin } from '../lib/auth/admins.ts';
import { createLogger } from '../lib/logger.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { firstStart } from './first-start.ts';
import { DEMO_ACCOUNTS } from './seed/users.ts';

const secrets = {
  JWT_SECRET: 'first-start-secret-first-start-secret-0123',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
};
let dataDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'academy-first-start-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const production = (extra: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra });

async function login(env: ReturnType<typeof production>, username: string, password: string) {
  const app = createApp({ env, database, logger: createLogger('silent') });
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('configuration in production', () => {
  it('refuses to start without JWT_SECRET and DATA_ENCRYPTION_KEY, naming both', () => {
    expect(() => production()).toThrow(/JWT_SECRET: required[\s\S]*DATA_ENCRYPTION_KEY: required/);
    expect(() => production({ JWT_SECRET: secrets.JWT_SECRET })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('seeds the demo only when asked; other runs seed it by default', () => {
    expect(production(secrets).SEED_DEMO).toBe(false);
    expect(production({ ...secrets, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).SEED_DEMO).toBe(true);
  });

  it('refuses ADMIN_EMAIL without a password, and a short one', () => {
    expect(() => production({ ...secrets, ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() =>
      production({ ...secrets, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' }),
    ).toThrow(/ADMIN_PASSWORD: must be at least 8/);
  });
});

describe('the first start in production', () => {
  it('seeds no demo account, then creates the ADMIN_EMAIL admin once', async () => {
    const logger = createLogger('silent');
    await firstStart(database, production(secrets), logger);
    const count = async () =>
      (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown;
    expect(JSON.stringify(await count())).toContain('"n":0');
    const env = production({
      ...secrets,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-password-1',
    });
    await firstStart(database, env, logger);
    expect((await login(env, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).status).toBe(
      401,
    );
    expect((await login(env, 'boss@example.com', 'boss-password-1')).status).toBe(200);
    // read once: a later start with other values changes nothing while an admin exists
    await firstStart(
      database,
      production({ ...secrets, ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'other-pass-1' }),
      logger,
    );
    expect((await login(env, 'other@example.com', 'other-pass-1')).status).toBe(401);
  });

  it('refuses a taken email or a short password in Korean, creating nobody', async () => {
    await expect(
      createAdmin(database.db, { email: 'boss@example.com', password: 'another-pass-1' }),
    ).rejects.toThrow(new AdminInputError('이미 사용 중인 이메일입니다.'));
    await expect(
      createAdmin(database.db, { email: 'new@example.com', password: 'short' }),
    ).rejects.toThrow(AdminInputError);
    expect((await login(production(secrets), 'new@example.com', 'short')).status).toBe(401);
  });
});

describe('pnpm admin:create', () => {
  it('creates an admin from its arguments, on the configured database', async () => {
    const run = promisify(execFile);
    const target = database.url
      ? { DATABASE_URL: database.url }
      : { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'academy-admin-cli-')) };
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/db/admin-cli.ts',
        '--',
        '--email',
        'cli@example.com',
        '--name',
        '운영자',
        '--password',
        'cli-password-1',
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, ...secrets, ...target, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      },
    );
    expect(stdout).toContain('관리자 계정을 만들었습니다: cli@example.com');
    if (database.url) {
      expect((await login(production(secrets), 'cli@example.com', 'cli-password-1')).status).toBe(
        200,
      );
    } else {
      await rm(target.DATA_DIR!, { recursive: true, force: true });
    }
  }, 60_000);
});
