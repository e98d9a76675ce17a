// The academy's payment account (docs/product/api.md: academy settings): anyone reads it, only an
// admin writes it, and a bad body changes nothing.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentAccountResponse } from '@academy/api-client/contract';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUsers, type TestUser } from '../../test/fixtures.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ env: testEnv, database, logger: createLogger('silent') });
  ({ admin, teacher, student } = await createUsers(database.db, {
    admin: 'ADMIN',
    teacher: 'TEACHER',
    student: 'STUDENT',
  }));
});
afterAll(async () => {
  await database.drop();
});

const read = async () =>
  v.parse(PaymentAccountResponse, await (await app.request('/api/academy/payment-account')).json())
    .data;
const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
  app.request('/api/academy/payment-account', {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const account = { bank: '국민은행', accountNumber: '123-45-678901', holder: 'EJU아카데미' };

describe('the payment account', () => {
  it('reads as null until an admin sets it, then as set, for a visitor', async () => {
    expect(await read()).toBeNull();
    const response = await put({ ...account, bank: ' 국민은행 ' });
    expect(response.status).toBe(200);
    expect(await read()).toEqual(account);
    expect((await put({ ...account, holder: '아카데미' })).status).toBe(200);
    expect((await read())?.holder).toBe('아카데미');
  });

  it('is changed by an admin only', async () => {
    expect((await put(account, {})).status).toBe(401);
    expect((await put(account, teacher.headers)).status).toBe(403);
    expect((await put(account, student.headers)).status).toBe(403);
  });

  it('refuses a missing or malformed field with its Korean message and keeps the old one', async () => {
    const before = await read();
    const cases: [unknown, string][] = [
      [{ ...account, bank: '' }, '은행 이름을 입력하세요.'],
      [{ ...account, accountNumber: '' }, '계좌번호를 입력하세요.'],
      [
        { ...account, accountNumber: '12a-456' },
        '계좌번호는 숫자와 하이픈(-)으로 6~30자 입력하세요.',
      ],
      [{ ...account, holder: '   ' }, '예금주를 입력하세요.'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect((await put({ ...account, role: 'ADMIN' })).status).toBe(400);
    expect(await read()).toEqual(before);
  });
});
