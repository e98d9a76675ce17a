// The academy's demo settings: the bank account the enrolment dialog tells visitors to pay into
// (docs/product/api.md: academy settings). A demo number; staff set the real one in 학원 설정.
import { academySettings } from '../schema/settings.ts';
import type { SeedContext } from './context.ts';

export async function seedAcademySettings(ctx: SeedContext) {
  await ctx.db.insert(academySettings).values({
    key: 'payment_account',
    value: { bank: '신한은행', accountNumber: '110-482-915307', holder: '(주)EJU아카데미' },
  });
}
