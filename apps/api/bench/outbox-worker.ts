// One "API process" of the outbox benchmark (outbox-bench.ts): pg-boss and the outbox's workers on
// the PostgreSQL database DATABASE_URL, sending through SMTP_URL, until SIGTERM (drained) or
// SIGKILL. It supervises, as the server does: the jobs of a process that died come back after
// their expiry (OUTBOX_EXPIRY_SECONDS, written on each job by the bench).
import { openDatabase } from '../src/db/client.ts';
import { startJobQueue, stopJobQueue } from '../src/lib/jobs/job-queue.ts';
import { createLogger } from '../src/lib/logger.ts';
import { smtpSender } from '../src/lib/outbox/senders/email.ts';
import { holdMessage } from '../src/lib/outbox/senders/sender.ts';
import { OUTBOX_QUEUES, startOutboxWorker } from '../src/lib/outbox/worker.ts';
import './outbox-template.ts';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
const logger = createLogger('warn');
const jobs = await startJobQueue(database, {
  supervise: true,
  superviseIntervalSeconds: 1,
  logger,
  queues: OUTBOX_QUEUES,
});
const email = smtpSender({
  url: process.env.SMTP_URL!,
  from: 'bench <bench@academy.test>',
  connections: 8,
});
const worker = await startOutboxWorker(
  jobs,
  database,
  { EMAIL: email.send, ALIMTALK: holdMessage, SMS: holdMessage, close: email.close },
  logger,
  { workers: 2, batchSize: 4, pollSeconds: 0.5 },
);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(() => stopJobQueue(jobs))
    .then(() => database.close())
    .then(() => process.exit(0));
});
