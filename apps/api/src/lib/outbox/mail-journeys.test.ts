// What people receive, end to end through a real SMTP server (docs/product/messaging.md): a
// forgotten password, a guardian's invitation and the weekly report arrive as mail, and the links
// in them work as a person would follow them.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { createUser } from '../../test/fixtures.ts';
import { jsonRequest } from '../../test/lecture-fixtures.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, testEnv } from '../../test/test-app.ts';
import { sendersFor } from './senders/from-env.ts';
import { drainOutbox } from './worker.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let senders: ReturnType<typeof sendersFor>;
beforeAll(async () => {
  ctx = await createTestApp();
  await publishFirstVersions(ctx.database.db);
  smtp = await startSmtpServer();
  senders = sendersFor({ ...testEnv, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await senders.close?.();
  await smtp.close();
  await ctx.close();
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(path, jsonRequest(method, body, headers));

/** Sends what is due, as the server's workers do. */
const deliver = () => drainOutbox(ctx.database, senders);

/** The mails the SMTP server accepted for an address. */
function mailsTo(address: string) {
  return smtp.accepted.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
      to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
    ),
  );
}

/** The link in a mail's plain text whose path contains `path`. */
function linkIn(mail: ParsedMail, path: string) {
  const found = (mail.text ?? '').match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(path));
  expect(found, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  // the HTML part carries the same link
  expect(String(mail.html)).toContain(found!.replaceAll('&', '&amp;'));
  return new URL(found!);
}

describe('mail as people receive it', () => {
  it('a forgotten password: the mail arrives, its link sets a new password, the person signs in', async () => {
    const { user } = await createUser(ctx.database.db);
    expect((await call('POST', '/api/auth/password-reset', { email: user.email })).status).toBe(
      200,
    );
    expect(await deliver()).toMatchObject({ SENT: 1 });
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toContain('비밀번호');
    const link = linkIn(mail!, '/reset-password');
    const done = await call('POST', '/api/auth/password-reset/confirm', {
      user: Number(link.searchParams.get('user')),
      token: link.searchParams.get('token'),
      newPassword: 'after-the-mail-1',
    });
    expect(done.status).toBe(200);
    const login = await call('POST', '/api/auth/login', {
      username: user.email,
      password: 'after-the-mail-1',
    });
    expect(login.status).toBe(200);
    // nothing is sent twice
    expect(await deliver()).toMatchObject({ SENT: 0 });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("a guardian's invitation becomes a parent account, and the weekly report reaches both", async () => {
    const student = await createUser(ctx.database.db, 'STUDENT', { name: '한소망' });
    const admin = await createUser(ctx.database.db, 'ADMIN');
    const parentEmail = `guardian-${Date.now()}@example.com`;
    const invited = await call(
      'POST',
      '/api/me/guardians/invitations',
      { email: parentEmail },
      student.headers,
    );
    expect(invited.status).toBe(201);
    await deliver();
    const [invitation] = mailsTo(parentEmail);
    expect(invitation?.text).toContain('한소망');
    const token = linkIn(invitation!, '/guardian/accept').searchParams.get('token');
    const accepted = await call('POST', `/api/guardian-invitations/${token}/accept`, {
      name: '한보호',
      userId: parentEmail,
      password: 'guardian-pass-1',
      consents: [
        { kind: 'TERMS', version: 1, granted: true },
        { kind: 'PRIVACY', version: 1, granted: true },
      ],
    });
    expect(accepted.status).toBe(200);

    const sent = await call(
      'POST',
      `/api/admin/students/${student.user.id}/report`,
      undefined,
      admin.headers,
    );
    expect(sent.status).toBe(200);
    await deliver();
    for (const address of [parentEmail, student.user.email]) {
      const report = mailsTo(address).at(-1)!;
      expect(report.subject).toContain('한소망');
      expect(linkIn(report, `/children/${student.user.id}`).pathname).toBe(
        `/children/${student.user.id}`,
      );
    }
  });
});
