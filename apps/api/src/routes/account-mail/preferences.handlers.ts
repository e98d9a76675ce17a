// A person's message preferences (docs/product/messaging.md: preferences): every template with the
// channels it goes out on, each on unless the person switched it off; ACCOUNT templates are always
// on and cannot be changed. Promotions also need the marketing consent, which is the consent
// record (the 개인정보 tab changes it), answered here as it stands.
import type { MessagePreferences, OutboxChannel } from '@academy/api-client/contract';
import * as messagesAccount from '@academy/strings/messages-account';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { MessagePreferenceUpdate } from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/client.ts';
import { messagePreferences } from '../../db/schema/message-preferences.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { marketingGranted } from '../../lib/outbox/preferences.ts';
import { templateChannels } from '../../lib/outbox/template.ts';
import { templates } from '../../lib/outbox/templates/index.ts';

type Ctx = Context<AppEnv>;
const say = messagesAccount.answers;

async function preferencesOf(db: Database, userId: number): Promise<MessagePreferences> {
  const [rows, marketingConsent] = await Promise.all([
    db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId)),
    marketingGranted(db, userId),
  ]);
  const choice = new Map(rows.map((row) => [`${row.template}|${row.channel}`, row]));
  return {
    templates: [...templates.values()].map((template) => ({
      template: template.name,
      purpose: template.purpose,
      channels: templateChannels(template).map((channel) => {
        const row =
          template.purpose === 'ACCOUNT' ? undefined : choice.get(`${template.name}|${channel}`);
        return {
          channel,
          enabled: row?.enabled ?? true,
          changedAt: row?.changedAt.toISOString() ?? null,
        };
      }),
    })),
    marketingConsent,
  };
}

/** GET /api/me/message-preferences */
export async function myPreferences(c: Ctx) {
  return ok(c, await preferencesOf(c.var.deps.database.db, c.var.user.id), say.preferences);
}

/** PUT /api/me/message-preferences: one switch, kept with when it changed. */
export async function updatePreference(
  c: Ctx,
  input: v.InferOutput<typeof MessagePreferenceUpdate>,
) {
  const db = c.var.deps.database.db;
  const template = templates.get(input.template);
  if (!template) throw badRequest(say.templateUnknown, { field: 'template' });
  if (template.purpose === 'ACCOUNT')
    throw badRequest(say.accountAlwaysSent, { field: 'template' });
  if (!templateChannels(template).includes(input.channel as OutboxChannel))
    throw badRequest(say.channelUnknown, { field: 'channel' });
  await db
    .insert(messagePreferences)
    .values({
      userId: c.var.user.id,
      template: template.name,
      channel: input.channel,
      enabled: input.enabled,
    })
    .onConflictDoUpdate({
      target: [messagePreferences.userId, messagePreferences.template, messagePreferences.channel],
      set: { enabled: input.enabled, changedAt: sql`now()` },
    });
  return ok(c, await preferencesOf(db, c.var.user.id), say.preferenceSaved);
}
