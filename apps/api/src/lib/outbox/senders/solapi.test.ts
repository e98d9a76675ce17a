import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema/messaging.ts';
import { outboxDueNow, outboxJobDueAt } from '../../../test/outbox-queue.ts';
import { openTestDatabase, testEnv } from '../../../test/test-app.ts';
import { loadEnv } from '../../../env.ts';
import { enqueueMessage } from '../enqueue.ts';
import { drainOutbox } from '../worker.ts';
import { sendersFor } from './from-env.ts';
import { solapiSender } from './solapi.ts';

const API_KEY = 'NCSTESTKEY0000001';
const API_SECRET = 'TESTSECRETTESTSECRETTESTSECRET01';

type Reply = 'ok' | 'hang' | { status: number; errorCode: string; errorMessage: string };

/**
 * A loopback server that answers as SOLAPI documents its "send one message" call: it checks the
 * HMAC-SHA256 signature of date + salt under the secret (403 otherwise) and records each request.
 */
async function startSolapi(reply: (request: number) => Reply) {
  const requests: { body: { message: Record<string, unknown> }; authorization: string }[] = [];
  const accepted: Record<string, unknown>[] = [];
  const hung: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorization = request.headers.authorization ?? '';
      const body = JSON.parse(raw) as { message: Record<string, unknown> };
      requests.push({ body, authorization });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const fields = Object.fromEntries(
        [...authorization.replace(/^HMAC-SHA256 /, '').matchAll(/(\w+)=([^,\s]+)/g)].map(
          (match) => [match[1], match[2]],
        ),
      );
      const expected = createHmac('sha256', API_SECRET)
        .update(`${fields.date}${fields.salt}`)
        .digest('hex');
      if (
        request.url !== '/messages/v4/send' ||
        !authorization.startsWith('HMAC-SHA256 ') ||
        fields.apiKey !== API_KEY ||
        fields.signature !== expected
      ) {
        send(403, {
          errorCode: 'SignatureDoesNotMatch',
          errorMessage: '서명이 일치하지 않습니다.',
        });
        return;
      }
      const verdict = reply(requests.length);
      if (verdict === 'hang') {
        hung.push(response);
        return;
      }
      if (verdict !== 'ok') {
        send(verdict.status, { errorCode: verdict.errorCode, errorMessage: verdict.errorMessage });
        return;
      }
      accepted.push(body.message);
      send(200, {
        groupId: 'G4V20261128000000TESTGROUP00000',
        messageId: `M4V${String(accepted.length).padStart(8, '0')}`,
        accountId: '12925149',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
        statusCode: '2000',
        to: body.message.to,
        from: body.message.from,
        type: body.message.type ?? 'SMS',
        country: '82',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    close: () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const solapiEnv = (baseUrl: string, secret = API_SECRET) =>
  loadEnv({
    ...Object.fromEntries(
      Object.entries(testEnv)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ),
    MESSAGING_PROVIDER: 'solapi',
    SOLAPI_API_KEY: API_KEY,
    SOLAPI_API_SECRET: secret,
    SOLAPI_SENDER: '02-1234-5678',
    KAKAO_PFID: 'KA01PF000000000000000000000000',
    SOLAPI_BASE_URL: baseUrl,
  });

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

let serial = 0;
async function enqueueAnswer() {
  serial += 1;
  const [id] = await database.db.transaction((tx) =>
    enqueueMessage(tx, {
      template: 'question-answered',
      variables: { title: '일본어 독해', url: 'http://localhost:3001/mypage/questions/7' },
      dedupeKey: `solapi:${serial}`,
      to: { phone: '010-1234-5678' },
    }),
  );
  return id!;
}
const rowOf = async (id: number) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const fastForward = () => outboxDueNow(database);

describe('알림톡 through SOLAPI', () => {
  it('sends a signed 알림톡 with the channel, the template and SMS fallback on', async () => {
    const solapi = await startSolapi(() => 'ok');
    const id = await enqueueAnswer();
    expect(await drainOutbox(database, sendersFor(solapiEnv(solapi.url)))).toMatchObject({
      SENT: 1,
    });
    await solapi.close();
    expect(solapi.accepted).toHaveLength(1);
    const message = solapi.accepted[0]!;
    expect(message).toMatchObject({
      to: '01012345678',
      from: '0212345678',
      type: 'ATA',
      kakaoOptions: {
        pfId: 'KA01PF000000000000000000000000',
        templateId: 'ACADEMY_QUESTION_ANSWERED',
        disableSms: false,
      },
      customFields: { outboxId: String(id) },
    });
    expect(message.text).toContain('일본어 독해');
    expect(message.text).toContain('http://localhost:3001/mypage/questions/7');
    expect(await rowOf(id)).toMatchObject({
      state: 'SENT',
      attempts: 1,
      providerMessageId: 'M4V00000001',
    });
  });

  it('retries a 5xx with back-off and sends it once', async () => {
    const solapi = await startSolapi((n) =>
      n === 1 ? { status: 503, errorCode: 'ServiceUnavailable', errorMessage: 'busy' } : 'ok',
    );
    const senders = sendersFor(solapiEnv(solapi.url));
    const id = await enqueueAnswer();
    expect(await drainOutbox(database, senders)).toMatchObject({ RETRY: 1 });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(waiting.lastError).toContain('503');
    expect((await outboxJobDueAt(database, id)).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    await solapi.close();
    expect(solapi.requests).toHaveLength(2);
    expect(solapi.accepted).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('retries a service that does not answer, with the same outbox id in both requests', async () => {
    const solapi = await startSolapi((n) => (n === 1 ? 'hang' : 'ok'));
    const env = solapiEnv(solapi.url);
    const phone = solapiSender({
      apiKey: env.SOLAPI_API_KEY!,
      apiSecret: env.SOLAPI_API_SECRET!,
      sender: '0212345678',
      pfId: env.KAKAO_PFID!,
      baseUrl: solapi.url,
      timeoutMs: 300,
    });
    const senders = { ...sendersFor(env), ALIMTALK: phone, SMS: phone };
    const id = await enqueueAnswer();
    expect(await drainOutbox(database, senders)).toMatchObject({ RETRY: 1 });
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    await solapi.close();
    expect(solapi.accepted).toHaveLength(1);
    expect(solapi.requests.map((request) => request.body.message.customFields)).toEqual([
      { outboxId: String(id) },
      { outboxId: String(id) },
    ]);
  });

  it('fails at once, without retrying, when SOLAPI refuses the credentials', async () => {
    const solapi = await startSolapi(() => 'ok');
    const id = await enqueueAnswer();
    const senders = sendersFor(solapiEnv(solapi.url, 'WRONGSECRETWRONGSECRETWRONGSECR1'));
    expect(await drainOutbox(database, senders)).toMatchObject({ FAILED: 1, RETRY: 0 });
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ FAILED: 0, SENT: 0 });
    await solapi.close();
    expect(solapi.requests).toHaveLength(1);
    expect(solapi.accepted).toHaveLength(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(row.lastError).toContain('SignatureDoesNotMatch');
  });

  it('keeps phone messages as HELD with the local provider', async () => {
    const id = await enqueueAnswer();
    expect(testEnv.MESSAGING_PROVIDER).toBe('local');
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ HELD: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'HELD', sentAt: null });
  });
});
