import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, UserResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { users } from '../schema/users.ts';
import { seedIfEmpty } from './index.ts';
import { DEMO_ACCOUNTS } from './users.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('seedIfEmpty', () => {
  it('seeds an empty database once, with the demo accounts of design 1', async () => {
    const logger = createLogger('silent');
    expect(await seedIfEmpty(database, testEnv, logger)).toBe(true);
    expect(await seedIfEmpty(database, testEnv, logger)).toBe(false);

    const app = createApp({ env: testEnv, database, logger });
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      expect(login.status, role).toBe(200);
      const { data } = v.parse(LoginResponse, await login.json());
      const me = await app.request('/api/users/info', {
        headers: { authorization: `Bearer ${data.token}` },
      });
      const profile = v.parse(UserResponse, await me.json()).data;
      expect(profile.role).toBe(account.role);
      if (account.role === 'STUDENT') {
        // a full, realistic profile (spec 3)
        expect(profile.goalUniversities.length).toBeGreaterThan(0);
        expect(profile.ejuScores).not.toBeNull();
        expect(profile.studentContact).toMatch(/^010-\d{4}-\d{4}$/);
      }
    }

    const rows = await database.db.select().from(users);
    expect(rows.filter((row) => row.role === 'STUDENT').length).toBeGreaterThanOrEqual(6);
    const teachers = rows.filter((row) => row.role === 'TEACHER');
    expect(teachers.length).toBeGreaterThanOrEqual(4);
    for (const teacher of teachers) {
      expect(teacher.image).toMatch(/^\/api\/files\/images\//);
      expect(teacher.teachingSubjects.length).toBeGreaterThan(0);
      expect(
        decryptField(
          testEnv.DATA_ENCRYPTION_KEY,
          'account_number',
          teacher.accountNumberEncrypted!,
        ),
      ).toMatch(/^[\d-]+$/);
    }
    const [photo] = await database.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    const served = await app.request(photo!.image!);
    expect(served.status).toBe(200);
  });
});
