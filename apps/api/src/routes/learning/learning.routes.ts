// The classroom's panels (docs/product/learning.md): the caller's dashboard, lectures, 학습 진도,
// quizzes, achievements and player settings; and the staff's per-lecture completion threshold.
import { api } from '@academy/strings/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  AchievementsResponse,
  CompletionThresholdRequest,
  CompletionThresholdResponse,
  IdParam,
  LearningDashboardResponse,
  LearningLecture,
  LearningQuizListResponse,
  LearningSettingsRequest,
  LearningSettingsResponse,
  LectureProgressResponse,
  envelope,
} from '@academy/api-client/contract';
import type { AppEnv } from '../../app-env.ts';
import { requireAuth, requireStaff } from '../../lib/auth/middleware.ts';
import { ok } from '../../lib/envelope.ts';
import { okJson as json } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { achievements } from './achievements.handlers.ts';
import * as handlers from './learning.handlers.ts';

export const learningRoutes = new Hono<AppEnv>()
  .get(
    '/learning/dashboard',
    describeRoute({
      tags: ['learning'],
      summary: "The caller's dashboard: continue card, lectures, assignments, feedback, notices",
      responses: json(LearningDashboardResponse, 'the dashboard'),
    }),
    requireAuth(),
    async (c) => ok(c, await handlers.dashboard(c.var.deps, c.var.user), api.learning.dashboard),
  )
  .get(
    '/learning/lectures',
    describeRoute({
      tags: ['learning'],
      summary: api.docs.summaries.myLectures,
      responses: json(envelope(v.array(LearningLecture)), 'the lectures'),
    }),
    requireAuth(),
    async (c) => ok(c, await handlers.myLectures(c.var.deps, c.var.user), api.learning.myLectures),
  )
  .get(
    '/learning/lectures/:id{[0-9]+}/progress',
    describeRoute({
      tags: ['learning'],
      summary: api.docs.summaries.progress,
      responses: json(LectureProgressResponse, 'the progress'),
    }),
    requireAuth(),
    validate('param', IdParam),
    async (c) =>
      ok(
        c,
        await handlers.lectureProgress(c.var.deps, c.var.user, c.req.valid('param').id),
        api.learning.progress,
      ),
  )
  .get(
    '/learning/quizzes',
    describeRoute({
      tags: ['learning'],
      summary: 'Every quiz lesson with the caller’s attempts and best score',
      responses: json(LearningQuizListResponse, 'the quizzes'),
    }),
    requireAuth(),
    async (c) => ok(c, await handlers.myQuizzes(c.var.deps, c.var.user), api.learning.quizzes),
  )
  .get(
    '/learning/achievements',
    describeRoute({
      tags: ['learning'],
      summary: 'Milestones from real activity with the date earned',
      responses: json(AchievementsResponse, 'the achievements'),
    }),
    requireAuth(),
    async (c) => ok(c, await achievements(c.var.deps, c.var.user), api.learning.achievements),
  )
  .get(
    '/learning/settings',
    describeRoute({
      tags: ['learning'],
      summary: "The caller's player settings (default speed, autoplay next)",
      responses: json(LearningSettingsResponse, 'the settings'),
    }),
    requireAuth(),
    async (c) => ok(c, await handlers.readSettings(c.var.deps, c.var.user), api.learning.settings),
  )
  .put(
    '/learning/settings',
    describeRoute({
      tags: ['learning'],
      summary: "Change the caller's player settings",
      responses: json(LearningSettingsResponse, 'the saved settings'),
    }),
    requireAuth(),
    validate('json', LearningSettingsRequest),
    async (c) =>
      ok(
        c,
        await handlers.writeSettings(c.var.deps, c.var.user, c.req.valid('json')),
        api.learning.settingsSaved,
      ),
  )
  .put(
    '/admin/lectures/:id{[0-9]+}/completion',
    describeRoute({
      tags: ['admin'],
      summary: "A lecture's completion threshold for video lessons (staff)",
      responses: json(CompletionThresholdResponse, 'the saved threshold'),
    }),
    requireStaff(),
    validate('param', IdParam),
    validate('json', CompletionThresholdRequest),
    async (c) =>
      ok(
        c,
        await handlers.updateCompletionThreshold(
          c.var.deps,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').completionThreshold,
        ),
        api.learning.completionSaved,
      ),
  );
