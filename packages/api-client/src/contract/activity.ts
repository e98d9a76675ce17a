// The home page's figures (the classroom in docs/product/screens.md view, and the academy's own on
// its about pages): counted from the database, not written by hand (no static sample data where a
// user looks).
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const SiteActivity = v.object({
  /** students with an enrolment open now */
  studying: v.number(),
  /** assignment submissions since midnight (Asia/Seoul) */
  submissionsToday: v.number(),
  /** questions answered in the last 7 days */
  answersThisWeek: v.number(),
  /** students ever enrolled in a lecture */
  students: v.number(),
  /** pass stories (합격후기) approved for the public */
  passStories: v.number(),
  /** universities named by those stories */
  universities: v.number(),
});
export const SiteActivityResponse = envelope(SiteActivity);
export type SiteActivity = v.InferOutput<typeof SiteActivity>;
