// The home page's classroom figures (spec 2.2's classroom view): counted from the database, not
// written by hand (issue 19: no static sample data where a user looks).
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const SiteActivity = v.object({
  /** students with an enrolment open now */
  studying: v.number(),
  /** assignment submissions since midnight (Asia/Seoul) */
  submissionsToday: v.number(),
  /** questions answered in the last 7 days */
  answersThisWeek: v.number(),
});
export const SiteActivityResponse = envelope(SiteActivity);
export type SiteActivity = v.InferOutput<typeof SiteActivity>;
