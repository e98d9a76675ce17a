// The academy's demo settings: the bank account the enrolment dialog tells visitors to pay into
// (docs/product/api.md: academy settings). A demo number; staff set the real one in 학원 설정.
import { academySettings } from '../schema/settings.ts';
import type { SeedContext } from './context.ts';

/** The demo account (not a real one): the setting, and the notices that tell students to pay. */
export const DEMO_ACCOUNT = {
  bank: '국민은행',
  accountNumber: '123456-78-901234',
  holder: 'EJU아카데미',
};

export async function seedAcademySettings(ctx: SeedContext) {
  await ctx.db.insert(academySettings).values({
    key: 'payment_account',
    value: DEMO_ACCOUNT,
  });
}
