// Which channels a person lets a message reach them on (docs/product/messaging.md: preferences).
// ACCOUNT messages always go; an INFORMATIONAL one skips the channels the person switched off; a
// PROMOTIONAL one goes nowhere unless the person's standing marketing consent is a grant (the
// consent record, the same answer the 개인정보 tab shows), then skips the switched-off channels.
import type { OutboxChannel } from '@academy/api-client/contract/messaging';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../app-env.ts';
import { messagePreferences } from '../../db/schema/message-preferences.ts';
import { consentRecords } from '../../db/schema/privacy.ts';
import type { MessageTemplate } from './template.ts';

type Reader = Pick<Tx, 'select'>;

/** Whether the person's newest answer about marketing is a grant. */
export async function marketingGranted(db: Reader, userId: number) {
  const [latest] = await db
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, 'MARKETING')))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return latest?.granted ?? false;
}

/**
 * The channels of `channels` this person takes this template on. A message to an address without
 * an account (null user) has nobody's choice to honour but a promotion, which needs a consent
 * only an account can give.
 */
export async function channelsAllowed(
  db: Reader,
  template: MessageTemplate,
  userId: number | null,
  channels: OutboxChannel[],
): Promise<OutboxChannel[]> {
  if (template.purpose === 'ACCOUNT') return channels;
  if (userId === null) return template.purpose === 'PROMOTIONAL' ? [] : channels;
  if (template.purpose === 'PROMOTIONAL' && !(await marketingGranted(db, userId))) return [];
  const off = await db
    .select({ channel: messagePreferences.channel })
    .from(messagePreferences)
    .where(
      and(
        eq(messagePreferences.userId, userId),
        eq(messagePreferences.template, template.name),
        eq(messagePreferences.enabled, false),
      ),
    );
  const switchedOff = new Set(off.map((row) => row.channel));
  return channels.filter((channel) => !switchedOff.has(channel));
}
