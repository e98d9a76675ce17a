// The home page's figures, counted from the database: the classroom's (docs/product/screens.md: 지금
// 수강 중, 오늘 제출된 과제, 이번 주 답변된 질문) and the academy's on its about pages (students, approved pass
// stories and their universities). Public; one copy per minute is enough for figures like these.
import { api } from '@academy/strings/api';
import { SiteActivityResponse } from '@academy/api-client/contract';
import { and, count, countDistinct, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../app-env.ts';
import { answers, enrolments, submissions } from '../../db/schema/learning.ts';
import { passStories } from '../../db/schema/reviews.ts';
import { cachedJson, okBody } from '../../lib/content-cache.ts';
import { okJson } from '../../lib/openapi.ts';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** Midnight in Seoul (UTC+9, no daylight saving), where the academy's day is counted. */
export function seoulMidnight(now: number) {
  const offset = 9 * 60 * MINUTE_MS;
  const day = 24 * 60 * MINUTE_MS;
  return new Date(Math.floor((now + offset) / day) * day - offset);
}

export const activityRoutes = new Hono<AppEnv>().get(
  '/site/activity',
  describeRoute({
    tags: ['site'],
    summary: "The home page's figures (public, counted, at most a minute old)",
    responses: okJson(SiteActivityResponse, 'the figures'),
  }),
  (c) => {
    const now = Date.now();
    const minute = Math.floor(now / MINUTE_MS);
    return cachedJson(c, 'lectures', `activity:${minute}`, async () => {
      const { db } = c.var.deps.database;
      const at = new Date(now);
      const [[studying], [today], [answered], [students], [stories]] = await Promise.all([
        db
          .select({ n: countDistinct(enrolments.userId) })
          .from(enrolments)
          .where(
            and(
              eq(enrolments.status, 'ACTIVE'),
              lte(enrolments.startsAt, at),
              or(isNull(enrolments.endsAt), gt(enrolments.endsAt, at)),
            ),
          ),
        db
          .select({ n: count() })
          .from(submissions)
          .where(gte(submissions.submittedAt, seoulMidnight(now))),
        db
          .select({ n: count() })
          .from(answers)
          .where(gte(answers.createdAt, new Date(now - WEEK_MS))),
        db.select({ n: countDistinct(enrolments.userId) }).from(enrolments),
        db
          .select({ n: count(), universities: countDistinct(passStories.universityId) })
          .from(passStories)
          .where(eq(passStories.status, 'APPROVED')),
      ]);
      return okBody(
        {
          studying: studying?.n ?? 0,
          submissionsToday: today?.n ?? 0,
          answersThisWeek: answered?.n ?? 0,
          students: students?.n ?? 0,
          passStories: stories?.n ?? 0,
          universities: stories?.universities ?? 0,
        },
        api.activity,
      );
    });
  },
);
