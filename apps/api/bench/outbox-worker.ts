// One "API process" of the outbox benchmark (outbox-bench.ts): the outbox's workers on the
// PostgreSQL database DATABASE_URL, sending through SMTP_URL, until SIGTERM (drained) or SIGKILL.
import { openDatabase } from '../src/db/client.ts';
import { createLogger } from '../src/lib/logger.ts';
import { smtpSender } from '../src/lib/outbox/senders/email.ts';
import { holdMessage } from '../src/lib/outbox/senders/sender.ts';
import { startOutboxWorker } from '../src/lib/outbox/worker.ts';
import './outbox-template.ts';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
const concurrency = Number(process.env.OUTBOX_CONCURRENCY ?? 4);
const email = smtpSender({
  url: process.env.SMTP_URL!,
  from: 'bench <bench@academy.test>',
  connections: concurrency,
});
const worker = startOutboxWorker(
  database,
  { EMAIL: email.send, ALIMTALK: holdMessage, SMS: holdMessage, close: email.close },
  createLogger('warn'),
  { concurrency, leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 3000), pollMs: 100 },
);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
