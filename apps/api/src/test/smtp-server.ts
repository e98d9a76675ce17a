// A real SMTP server on a loopback port for tests and the benchmark: every message it accepts is
// parsed (subject, text, HTML, Message-ID). `answer` decides each delivery: accept it, refuse it
// with an SMTP reply (4xx: later; 5xx: for good), or never answer (the client times out).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpAnswer = 'accept' | 'hang' | { code: number; message: string };

export async function startSmtpServer(
  answer: (delivery: number) => SmtpAnswer = () => 'accept',
  /** each answer waits this long (the benchmark keeps sends in flight with it) */
  { delayMs = 0 } = {},
) {
  /** messages the server accepted (answered 250) */
  const accepted: ParsedMail[] = [];
  /** every delivery whose data arrived, accepted or not (a refused or hung one included) */
  const arrived: ParsedMail[] = [];
  let deliveries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      deliveries += 1;
      const verdict = answer(deliveries);
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          arrived.push(mail);
          if (verdict === 'hang') return; // never answers: the sender's socket times out
          if (verdict === 'accept') {
            accepted.push(mail);
            callback();
            return;
          }
          callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
