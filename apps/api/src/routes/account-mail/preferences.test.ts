// Message preferences (docs/product/messaging.md: preferences): a person's switches decide which
// rows the outbox writes; a promotion needs the marketing consent recorded on the consent record
// (the same answer my page's 개인정보 tab changes); account messages always go.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagePreferencesResponse } from '@academy/api-client/contract';
import * as v from 'valibot';
import { publishFirstVersions } from '../../db/consent-first-versions.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';
import { defineTemplate } from '../../lib/outbox/template.ts';
import { templates } from '../../lib/outbox/templates/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { jsonRequest } from '../../test/lecture-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

// Two templates of the purposes the preferences govern, registered for this file only.
const news = defineTemplate<{ n: number }>({
  name: 'test-news',
  purpose: 'INFORMATIONAL',
  variables: ['n'],
  email: ({ n }) => ({ subject: `${n}`, text: `${n}`, html: `${n}` }),
  alimtalk: { templateCode: 'T1', text: ({ n }) => `${n}` },
  sms: ({ n }) => `${n}`,
});
const promo = defineTemplate<{ n: number }>({
  name: 'test-promo',
  purpose: 'PROMOTIONAL',
  variables: ['n'],
  email: ({ n }) => ({ subject: `${n}`, text: `${n}`, html: `${n}` }),
  sms: ({ n }) => `${n}`,
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: TestUser;
beforeAll(async () => {
  templates.set(news.name, news);
  templates.set(promo.name, promo);
  ctx = await createTestApp();
  await publishFirstVersions(ctx.database.db);
  student = await createUser(ctx.database.db, 'STUDENT', { studentContact: '010-2222-3333' });
});
afterAll(async () => {
  templates.delete(news.name);
  templates.delete(promo.name);
  await ctx.close();
});

let dedupe = 0;
/** Enqueues `template` to the student; the channels written. */
async function channelsWritten(template: string) {
  const key = `test:${++dedupe}`;
  await ctx.database.db.transaction((tx) =>
    enqueueMessage(tx, {
      template,
      variables: { n: dedupe },
      dedupeKey: key,
      to: { userId: student.user.id },
    }),
  );
  const rows = await ctx.database.db
    .select({ channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, key));
  return rows.map((row) => row.channel).sort();
}

const put = (body: unknown, headers = student.headers) =>
  ctx.app.request('/api/me/message-preferences', jsonRequest('PUT', body, headers));

describe('message preferences', () => {
  it('lists every template with its channels, on by default, account ones always on', async () => {
    const response = await ctx.app.request('/api/me/message-preferences', {
      headers: student.headers,
    });
    expect(response.status).toBe(200);
    const data = v.parse(MessagePreferencesResponse, await response.json()).data;
    expect(data.marketingConsent).toBe(false);
    expect(data.templates.find((t) => t.template === 'password-reset')).toEqual({
      template: 'password-reset',
      purpose: 'ACCOUNT',
      channels: [{ channel: 'EMAIL', enabled: true, changedAt: null }],
    });
    expect(
      data.templates.find((t) => t.template === 'test-news')?.channels.map((c) => c.channel),
    ).toEqual(['EMAIL', 'ALIMTALK', 'SMS']);
  });

  it('drops the channels a person switched off, and keeps when they changed', async () => {
    // 알림톡 carries its SMS fallback: one phone row while 알림톡 is on
    expect(await channelsWritten('test-news')).toEqual(['ALIMTALK', 'EMAIL']);
    const off = await put({ template: 'test-news', channel: 'EMAIL', enabled: false });
    expect(off.status).toBe(200);
    const data = v.parse(MessagePreferencesResponse, await off.json()).data;
    const email = data.templates.find((t) => t.template === 'test-news')!.channels[0]!;
    expect(email.enabled).toBe(false);
    expect(email.changedAt).not.toBeNull();
    expect(await channelsWritten('test-news')).toEqual(['ALIMTALK']);
    await put({ template: 'test-news', channel: 'EMAIL', enabled: true });
    expect(await channelsWritten('test-news')).toEqual(['ALIMTALK', 'EMAIL']);
    // 알림톡 switched off: the text goes by SMS
    await put({ template: 'test-news', channel: 'ALIMTALK', enabled: false });
    expect(await channelsWritten('test-news')).toEqual(['EMAIL', 'SMS']);
    await put({ template: 'test-news', channel: 'ALIMTALK', enabled: true });
  });

  it('sends a promotion only while the marketing consent stands granted', async () => {
    expect(await channelsWritten('test-promo')).toEqual([]);
    const grant = await ctx.app.request(
      '/api/me/consents',
      jsonRequest(
        'POST',
        { consents: [{ kind: 'MARKETING', version: 1, granted: true }] },
        student.headers,
      ),
    );
    expect(grant.status).toBe(200);
    expect(await channelsWritten('test-promo')).toEqual(['EMAIL', 'SMS']);
    await put({ template: 'test-promo', channel: 'SMS', enabled: false });
    expect(await channelsWritten('test-promo')).toEqual(['EMAIL']);
    const withdraw = await ctx.app.request(
      '/api/me/consents',
      jsonRequest(
        'POST',
        { consents: [{ kind: 'MARKETING', version: 1, granted: false }] },
        student.headers,
      ),
    );
    expect(withdraw.status).toBe(200);
    expect(await channelsWritten('test-promo')).toEqual([]);
  });

  it('always sends account messages and refuses to switch them off', async () => {
    const refused = await put({ template: 'password-reset', channel: 'EMAIL', enabled: false });
    expect(refused.status).toBe(400);
    const unknown = await put({ template: 'no-such-thing', channel: 'EMAIL', enabled: false });
    expect(unknown.status).toBe(400);
    const channel = await put({ template: 'test-promo', channel: 'ALIMTALK', enabled: false });
    expect(channel.status).toBe(400);
  });

  it("lets a parent switch the weekly report's channels (the report reaches guardians too)", async () => {
    const parent = await createUser(ctx.database.db, 'PARENT');
    const off = await put(
      { template: 'weekly-report', channel: 'EMAIL', enabled: false },
      parent.headers,
    );
    expect(off.status).toBe(200);
    const data = v.parse(MessagePreferencesResponse, await off.json()).data;
    expect(
      data.templates
        .find((t) => t.template === 'weekly-report')
        ?.channels.find((c) => c.channel === 'EMAIL')?.enabled,
    ).toBe(false);
  });
});
