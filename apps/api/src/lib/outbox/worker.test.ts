import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { consentDocuments, consentRecords } from '../../db/schema/privacy.ts';
import { createUser } from '../../test/fixtures.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { expireNow, outboxDueNow } from '../../test/outbox-queue.ts';
import { openTestDatabase, testEnv } from '../../test/test-app.ts';
import { enqueueMessage } from './enqueue.ts';
import { smtpSender } from './senders/email.ts';
import { sendersFor } from './senders/from-env.ts';
import { holdMessage, type Senders } from './senders/sender.ts';
import { defineTemplate } from './template.ts';
import { templates } from './templates/index.ts';
import { startJobQueue, stopJobQueue } from '../jobs/job-queue.ts';
import {
  drainOutbox,
  OUTBOX_QUEUE,
  sendOutboxJob,
  startOutboxWorker,
  type OutboxJob,
} from './worker.ts';

// Test templates (the product's own come from the other features).
const notice = defineTemplate<{ name: string }>({
  name: 'test-notice',
  purpose: 'INFORMATIONAL',
  variables: ['name'],
  email: ({ name }) => ({
    subject: `${name}님, 안내드립니다`,
    text: `${name}님 안녕하세요. 본문입니다.`,
    html: `<p>${name}님 안녕하세요. <strong>본문</strong>입니다.</p>`,
  }),
  sms: ({ name }) => `${name}님 안내`,
});
const promotion = defineTemplate<{ name: string }>({
  name: 'test-promotion',
  purpose: 'PROMOTIONAL',
  variables: ['name'],
  email: ({ name }) => ({ subject: `${name} 할인`, text: '할인', html: '<p>할인</p>' }),
  alimtalk: { templateCode: 'X', text: () => '할인' },
  sms: () => '할인',
});
templates.set(notice.name, notice);
templates.set(promotion.name, promotion);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const silent = { warn: () => {} };
let serial = 0;
async function enqueue(email: string, name = '학생') {
  serial += 1;
  const key = `test:${serial}`;
  const [id] = await database.db.transaction((tx) =>
    enqueueMessage(tx, {
      template: 'test-notice',
      variables: { name },
      dedupeKey: key,
      to: { email },
    }),
  );
  return id!;
}
const rowOf = async (id: number) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
/** Time passes for the retries: every waiting job is due now. */
const fastForward = () => outboxDueNow(database);
/** The job of a row, as the queue holds it. */
const jobOf = async (id: number) => {
  const jobs = await database.jobs.findJobs<OutboxJob>(OUTBOX_QUEUE, { data: { outboxId: id } });
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
};

function smtpSenders(url: string, timeoutMs = 2000): Senders {
  const email = smtpSender({ url, from: '학원 <no-reply@academy.test>', timeoutMs });
  return { EMAIL: email.send, ALIMTALK: holdMessage, SMS: holdMessage, close: email.close };
}

describe('the outbox sends email through SMTP', () => {
  it('delivers subject, plain text, HTML and a Message-ID made from the row', async () => {
    const smtp = await startSmtpServer();
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('reader@academy.test', '김하늘');
    const counts = await drainOutbox(database, senders);
    senders.close?.();
    await smtp.close();
    expect(counts.SENT).toBe(1);
    expect(smtp.accepted).toHaveLength(1);
    const [mail] = smtp.accepted;
    expect(mail!.subject).toBe('김하늘님, 안내드립니다');
    expect(mail!.text?.trim()).toBe('김하늘님 안녕하세요. 본문입니다.');
    expect(mail!.html).toContain('<strong>본문</strong>');
    expect(mail!.messageId).toBe(`<outbox-${id}@academy.test>`);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('reader@academy.test');
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'SENT', attempts: 1, lastError: null });
    expect(row.providerMessageId).toBe(`<outbox-${id}@academy.test>`);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries a 4xx later with back-off, and delivers it once', async () => {
    const smtp = await startSmtpServer((n) =>
      n === 1 ? { code: 451, message: 'try again later' } : 'accept',
    );
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('later@academy.test');
    const first = await drainOutbox(database, senders);
    expect(first).toMatchObject({ RETRY: 1, SENT: 0 });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(waiting.lastError).toContain('try again later');
    // the queue tries again in 30 to 60 s (exponential with jitter: then 1 to 2 min, ...)
    const job = await jobOf(id);
    expect(job.state).toBe('retry');
    const waitMs = new Date(job.startAfter).getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(25_000);
    expect(waitMs).toBeLessThan(65_000);
    // nothing happens before then
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 0, RETRY: 0 });
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    senders.close?.();
    await smtp.close();
    expect(await rowOf(id)).toMatchObject({ state: 'SENT', attempts: 2 });
    expect(smtp.accepted.map((mail) => mail.messageId)).toEqual([`<outbox-${id}@academy.test>`]);
  });

  it('retries a server that never answers, and the resend carries the same Message-ID', async () => {
    const smtp = await startSmtpServer((n) => (n === 1 ? 'hang' : 'accept'));
    const senders = smtpSenders(smtp.url, 300);
    const id = await enqueue('slow@academy.test');
    expect(await drainOutbox(database, senders)).toMatchObject({ RETRY: 1 });
    expect((await rowOf(id)).lastError).toMatch(/timeout/i);
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    senders.close?.();
    await smtp.close();
    // The data of the first attempt arrived before the silence: the server holds two copies, one
    // accepted, both with the row's Message-ID, so the resend is recognisable.
    expect(smtp.accepted).toHaveLength(1);
    expect(new Set(smtp.arrived.map((mail) => mail.messageId))).toEqual(
      new Set([`<outbox-${id}@academy.test>`]),
    );
  });

  it('fails a permanent 5xx at once, keeping the reason, and never tries it again', async () => {
    const smtp = await startSmtpServer(() => ({ code: 550, message: 'no such mailbox' }));
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('nobody@academy.test');
    expect(await drainOutbox(database, senders)).toMatchObject({ FAILED: 1, RETRY: 0 });
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ FAILED: 0, SENT: 0 });
    senders.close?.();
    await smtp.close();
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(row.lastError).toContain('no such mailbox');
    expect(smtp.accepted).toHaveLength(0);
  });

  it('fails a message after its last attempt', async () => {
    const smtp = await startSmtpServer(() => ({ code: 421, message: 'busy' }));
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('busy@academy.test');
    for (let round = 0; round < 3; round += 1) {
      await drainOutbox(database, senders, { maxAttempts: 3 });
      await fastForward();
    }
    senders.close?.();
    await smtp.close();
    expect(await rowOf(id)).toMatchObject({ state: 'FAILED', attempts: 3 });
  });
});

describe('the queue across workers and restarts', () => {
  it('never gives one message to two processes: each arrives once', async () => {
    const smtp = await startSmtpServer();
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await enqueue(`many${i}@academy.test`));
    // two "processes" (two pg-boss instances), each with several workers, at once
    const other = await startJobQueue(database, { supervise: false });
    const one = smtpSenders(smtp.url);
    const two = smtpSenders(smtp.url);
    const [a, b] = await Promise.all([
      drainOutbox(database, one, { workers: 2, batchSize: 2, boss: database.jobs }),
      drainOutbox(database, two, { workers: 2, batchSize: 2, boss: other }),
    ]);
    await stopJobQueue(other, 1000);
    one.close?.();
    two.close?.();
    await smtp.close();
    expect(a.SENT + b.SENT).toBe(40);
    expect(a.SENT).toBeGreaterThan(0);
    expect(b.SENT).toBeGreaterThan(0);
    const arrivedIds = smtp.accepted.map((mail) => mail.messageId);
    expect(arrivedIds).toHaveLength(40);
    expect(new Set(arrivedIds).size).toBe(40);
    const rows = await database.db
      .select({ state: outboxMessages.state, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    expect(rows.every((row) => row.state === 'SENT' && row.attempts === 1)).toBe(true);
  });

  it('hands a message out again when its process died mid-send, after the expiry, not before', async () => {
    const smtp = await startSmtpServer();
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('orphan@academy.test');
    // a process took the job and marked the row, then died without a word
    const [taken] = await database.jobs.fetch<OutboxJob>(OUTBOX_QUEUE);
    expect(taken?.data.outboxId).toBe(id);
    await database.db
      .update(outboxMessages)
      .set({ state: 'SENDING', attempts: 1 })
      .where(eq(outboxMessages.id, id));
    // within the expiry nobody else takes it
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 0 });
    expect((await rowOf(id)).state).toBe('SENDING');
    // the expiry (2 min) passes: the queue's maintenance puts the job back
    await expireNow(database, taken!.id);
    await fastForward();
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    senders.close?.();
    await smtp.close();
    expect(await rowOf(id)).toMatchObject({ state: 'SENT', attempts: 2 });
    expect(smtp.accepted.map((mail) => mail.messageId)).toEqual([`<outbox-${id}@academy.test>`]);
  });

  it('fails a message whose last attempt was cut short instead of sending it again', async () => {
    const id = await enqueue('last@academy.test');
    const [taken] = await database.jobs.fetch<OutboxJob>(OUTBOX_QUEUE);
    expect(taken?.data.outboxId).toBe(id);
    await database.db
      .update(outboxMessages)
      .set({ state: 'SENDING', attempts: 8 })
      .where(eq(outboxMessages.id, id));
    // the eighth attempt, and its process died: the expiry passes
    await expireNow(database, taken!.id, { lastAttempt: true });
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ FAILED: 1, HELD: 0 });
    expect(await rowOf(id)).toMatchObject({
      state: 'FAILED',
      lastError: 'interrupted during the last attempt',
    });
  });

  it('never sends a row again once it is settled, whatever the queue redelivers', async () => {
    const smtp = await startSmtpServer();
    const senders = smtpSenders(smtp.url);
    const id = await enqueue('twice@academy.test');
    expect(await drainOutbox(database, senders)).toMatchObject({ SENT: 1 });
    // the same job handed out once more (as after an expiry that came just after the send)
    const job = await jobOf(id);
    expect(
      await sendOutboxJob(database, senders, { ...job, retryCount: job.retryCount + 1 }),
    ).toEqual({ result: 'DONE' });
    senders.close?.();
    await smtp.close();
    expect(smtp.accepted).toHaveLength(1);
  });

  it('writes the job with the row, and neither when the change rolls back', async () => {
    const before = await database.jobs.findJobs(OUTBOX_QUEUE);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          template: 'test-notice',
          variables: { name: '학생' },
          dedupeKey: 'rolled-back',
          to: { email: 'never@academy.test' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.jobs.findJobs(OUTBOX_QUEUE)).toHaveLength(before.length);
    // the same message written twice (its dedupe key): one row, one job
    const first = await enqueue('once@academy.test');
    const again = await database.db.transaction((tx) =>
      enqueueMessage(tx, {
        template: 'test-notice',
        variables: { name: '학생' },
        dedupeKey: `test:${serial}`,
        to: { email: 'once@academy.test' },
      }),
    );
    expect(again).toEqual([]);
    await jobOf(first);
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ HELD: 1 });
  });
});

describe('the workers of a process', () => {
  it('send what is due, retry a 4xx with back-off, and stop only after recording the sends in flight', async () => {
    const smtp = await startSmtpServer(
      (n) => (n === 1 ? { code: 451, message: 'try again later' } : 'accept'),
      { delayMs: 300 },
    );
    const senders = smtpSenders(smtp.url);
    const first = [await enqueue('w1@academy.test'), await enqueue('w2@academy.test')];
    const worker = await startOutboxWorker(database.jobs, database, senders, silent, {
      pollSeconds: 0.5,
    });
    const settled = async (ids: number[]) => {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const rows = await Promise.all(ids.map(rowOf));
        if (rows.every((row) => row.attempts > 0 && row.state !== 'SENDING')) return rows;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the workers did not send in time');
    };
    const rows = await settled(first);
    expect(rows.map((row) => row.state).sort()).toEqual(['PENDING', 'SENT']);
    const waiting = rows.find((row) => row.state === 'PENDING')!;
    expect(waiting.lastError).toContain('try again later');
    // the row is put back before the worker fails its job: the job follows a moment later
    let job = await jobOf(waiting.id);
    for (let waited = 0; job.state === 'active' && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await jobOf(waiting.id);
    }
    expect(job.state).toBe('retry');
    expect(new Date(job.startAfter).getTime() - Date.now()).toBeGreaterThan(25_000);
    // a send in flight when the process is told to stop is finished and recorded
    const last = await enqueue('w3@academy.test');
    for (let waited = 0; (await rowOf(last)).state !== 'SENDING' && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await rowOf(last)).state).toBe('SENDING');
    await worker.stop();
    expect(await rowOf(last)).toMatchObject({ state: 'SENT', attempts: 1 });
    // the retry, when due, goes once
    await fastForward();
    const again = smtpSenders(smtp.url);
    expect(await drainOutbox(database, again)).toMatchObject({ SENT: 1 });
    again.close?.();
    await smtp.close();
    expect(await rowOf(waiting.id)).toMatchObject({ state: 'SENT', attempts: 2 });
    expect(smtp.accepted.map((mail) => mail.messageId)).toContain(`<outbox-${last}@academy.test>`);
  });
});

describe('the local mode and the night', () => {
  it('keeps messages as HELD, unsent, without SMTP_URL or a messaging provider', async () => {
    const id = await enqueue('local@academy.test');
    expect(testEnv.SMTP_URL).toBeUndefined();
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ HELD: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'HELD', attempts: 1, sentAt: null });
  });

  it('starts a message when it is due, not before', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [written] = await enqueueMessage(tx, {
        template: 'test-notice',
        variables: { name: '학생' },
        dedupeKey: 'later',
        to: { email: 'later@academy.test' },
        notBefore: new Date(Date.now() + 60 * 60 * 1000),
      });
      return written!;
    });
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ HELD: 0 });
    expect((await rowOf(id)).state).toBe('PENDING');
    await fastForward();
    expect(await drainOutbox(database, sendersFor(testEnv))).toMatchObject({ HELD: 1 });
  });

  it('holds a promotional message written at night until 08:00 Seoul time, on every channel', async () => {
    // a promotion reaches only a person whose marketing consent is on record as granted
    const { user } = await createUser(database.db, 'STUDENT', { email: 'night@academy.test' });
    await publishFirstVersions(database.db);
    const [marketing] = await database.db
      .select()
      .from(consentDocuments)
      .where(eq(consentDocuments.kind, 'MARKETING'));
    await database.db.insert(consentRecords).values({
      userId: user.id,
      documentId: marketing!.id,
      kind: 'MARKETING',
      version: marketing!.version,
      granted: true,
      source: 'MYPAGE',
    });
    const ids = await database.db.transaction((tx) =>
      enqueueMessage(tx, {
        template: 'test-promotion',
        variables: { name: '학생' },
        dedupeKey: 'night',
        to: { userId: user.id },
        // 23:30 in Seoul
        notBefore: new Date('2026-11-27T14:30:00Z'),
      }),
    );
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    expect(rows.map((row) => row.notBefore.toISOString())).toEqual(['2026-11-27T23:00:00.000Z']);
  });

  it('writes one phone row for a template with 알림톡 and SMS: 알림톡 carries the SMS fallback', async () => {
    const answered = templates.get('question-answered')!;
    expect(answered.alimtalk && answered.sms).toBeTruthy();
    const ids = await database.db.transaction((tx) =>
      enqueueMessage(tx, {
        template: 'question-answered',
        variables: { title: '수학', url: 'http://localhost:3001/mypage/questions/1' },
        dedupeKey: 'phone-once',
        to: { phone: '010-1234-5678' },
      }),
    );
    const rows = await database.db
      .select({ channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    expect(rows).toEqual([{ channel: 'ALIMTALK' }]);
  });
});

describe('a message that cannot be written', () => {
  it('names the missing variable or unknown template, and the change it came with is not kept', async () => {
    const rows = async () => (await database.db.select().from(outboxMessages)).length;
    const before = await rows();
    const write = (variables: Record<string, string>, template = 'test-notice') =>
      database.db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          template: 'test-notice',
          variables: { name: '학생' },
          dedupeKey: `same-change:${serial++}`,
          to: { email: 'first@academy.test' },
        });
        await enqueueMessage(tx, {
          template,
          variables,
          dedupeKey: `same-change:${serial++}`,
          to: { email: 'second@academy.test' },
        });
      });
    await expect(write({})).rejects.toThrow('message test-notice lacks variables: name');
    await expect(write({ name: '학생' }, 'no-such-template')).rejects.toThrow(
      'unknown message template: no-such-template',
    );
    // the first message of the same transaction went with it: nothing half-sent
    expect(await rows()).toBe(before);
  });
});
