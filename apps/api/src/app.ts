// createApp(): the API (every /api route, its middleware and error handling), shared by the
// server and the integration tests, which call it in-process (hono-open-api-starter).
import { api } from '@academy/strings/api';
import path from 'node:path';
import { Hono } from 'hono';
import * as validation from '@academy/strings/validation';
import { HTTPException } from 'hono/http-exception';
import { paymentGatewayFromEnv } from './lib/payments/from-env.ts';
import type { AppDeps, AppEnv, AppServices } from './app-env.ts';
import { streamingBodyLimit } from './lib/body-limit.ts';
import { isDatabaseUnavailable, outageLog } from './lib/database-errors.ts';
import { idempotency } from './lib/idempotency.ts';
import { auditStaffWrites } from './lib/audit.ts';
import { isBadInput } from './lib/input-errors.ts';
import { fail } from './lib/envelope.ts';
import { ApiError } from './lib/errors.ts';
import { createFileService, localDiskStorage } from './lib/files.ts';
import { liveHubFor } from './lib/live/hub.ts';
import { createLifecycle } from './lib/readiness.ts';
import { requestContext } from './lib/request-context.ts';
import { academyRoutes } from './routes/academy/academy.routes.ts';
import { activityRoutes } from './routes/activity/activity.routes.ts';
import { adminLectureRoutes } from './routes/admin-lectures/admin-lectures.routes.ts';
import { lectureStructureRoutes } from './routes/admin-lectures/structure.routes.ts';
import { assignmentRoutes } from './routes/assignments/assignments.routes.ts';
import { accountMailRoutes } from './routes/account-mail/account-mail.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { outboxRoutes } from './routes/outbox/outbox.routes.ts';
import { classroomRoutes } from './routes/classroom/classroom.routes.ts';
import { captionRoutes } from './routes/captions/captions.routes.ts';
import { pauseRoutes } from './routes/pauses/pauses.routes.ts';
import { bannerRoutes } from './routes/banners/banners.routes.ts';
import { chatRoutes } from './routes/chat/chat.routes.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { cartRoutes } from './routes/cart/cart.routes.ts';
import { orderRoutes } from './routes/orders/orders.routes.ts';
import { enrolmentRoutes } from './routes/enrolments/enrolments.routes.ts';
import { fileRoutes } from './routes/files/files.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { liveSocket } from './routes/live/live.routes.ts';
import { noticeRoutes } from './routes/notices/notices.routes.ts';
import { notificationRoutes } from './routes/notifications/notifications.routes.ts';
import { questionRoutes } from './routes/questions/questions.routes.ts';
import { questionThreadRoutes } from './routes/questions/question-thread.routes.ts';
import { staffWaitingRoutes } from './routes/staff-waiting/staff-waiting.routes.ts';
import { rosterRoutes } from './routes/roster/roster.routes.ts';
import { reportRoutes } from './routes/reports/reports.routes.ts';
import { accessLogRoutes } from './routes/access-log/access-log.routes.ts';
import { attendanceRoutes } from './routes/attendance/attendance.routes.ts';
import { reviewRoutes } from './routes/reviews/reviews.routes.ts';
import { shopRoutes } from './routes/shop/shop.routes.ts';
import { passStoryRoutes } from './routes/pass-stories/pass-stories.routes.ts';
import { universityRoutes } from './routes/universities/universities.routes.ts';
import { teacherRoutes } from './routes/teachers/teachers.routes.ts';
import { userRoutes } from './routes/users/users.routes.ts';
import { meRoutes } from './routes/me/me.routes.ts';
import { consentRoutes } from './routes/consents/consents.routes.ts';
import { videoRoutes } from './routes/videos/videos.routes.ts';
import { watchRoutes } from './routes/watch/watch.routes.ts';
import { playbackRoutes } from './routes/playback/playback.routes.ts';
import { quizRoutes } from './routes/quizzes/quizzes.routes.ts';
import { learningRoutes } from './routes/learning/learning.routes.ts';
import { guardianRoutes } from './routes/guardians/guardians.routes.ts';
import { staffGuardianRoutes } from './routes/guardians/staff-guardians.routes.ts';
import {
  mockAuthoringRoutes,
  questionBankRoutes,
} from './routes/mock-exams/mock-authoring.routes.ts';
import { mockSittingRoutes } from './routes/mock-sittings/mock-sittings.routes.ts';
import { mockResultRoutes } from './routes/mock-results/mock-results.routes.ts';
import { scoreTrackerRoutes } from './routes/score-tracker/score-tracker.routes.ts';
import { couponRoutes } from './routes/coupons/coupons.routes.ts';
import { adminOrderRoutes } from './routes/admin-orders/admin-orders.routes.ts';
import { refundRoutes } from './routes/refunds/refunds.routes.ts';

/** Bodies up to 1 MB, whatever their type (an octet-stream once skipped it) (docs/product/api.md).
 * Multipart routes set their own tighter limit with hono/body-limit; 100 MB is only the outer
 * bound. tus PATCH on its upload route streams past it (the video host enforces the upload's
 * length). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const MULTIPART_BODY_MAX_BYTES = 100 * 1024 * 1024;
const TUS_UPLOAD_PATH = /^\/api\/videos\/tus\/[^/]+$/;

const messages = {
  notFound: api.common.routeNotFound,
  tooLarge: api.common.tooLarge,
  unavailable: api.common.unavailable,
  internal: api.common.internal,
  badInput: validation.common.invalidText,
} as const;

export function createApp(deps: AppDeps) {
  const services: AppServices = {
    ...deps,
    files:
      deps.files ?? createFileService(localDiskStorage(path.join(deps.env.DATA_DIR, 'uploads'))),
    lifecycle: deps.lifecycle ?? createLifecycle(),
    payments: deps.payments ?? paymentGatewayFromEnv(deps.env, deps.database.db),
  };
  const app = new Hono<AppEnv>().basePath('/api');
  const logOutage = outageLog((fields, message) => deps.logger.warn(fields, message));

  app.use(...requestContext(services));
  app.use(
    streamingBodyLimit((c) => {
      // GET and HEAD carry no body; asking for one would build a whole fetch Request (measured:
      // a fifth of a cached public read's time).
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
      // tus PATCH only on its own route: the tus server stops at the upload's declared length.
      if (c.req.method === 'PATCH' && TUS_UPLOAD_PATH.test(c.req.path)) return undefined;
      const type = c.req.header('content-type') ?? '';
      return type.startsWith('multipart/form-data')
        ? MULTIPART_BODY_MAX_BYTES
        : JSON_BODY_MAX_BYTES;
    }),
  );

  // After the body limit, so a retried body is read within it; before every route.
  app.use(idempotency());
  // After idempotency: a replayed answer ran nothing and is not recorded again.
  app.use(auditStaffWrites());

  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  app.route('/', accountMailRoutes);
  app.route('/', outboxRoutes);
  app.route('/', userRoutes);
  app.route('/', meRoutes);
  app.route('/', consentRoutes);
  app.route('/', teacherRoutes);
  // reviews before the lectures routes: '/lectures/reviews' is not a lecture id
  app.route('/', reviewRoutes);
  app.route('/', passStoryRoutes);
  app.route('/', universityRoutes);
  app.route('/', bannerRoutes);
  app.route('/', noticeRoutes);
  app.route('/', videoRoutes);
  app.route('/', watchRoutes);
  app.route('/', playbackRoutes);
  app.route('/', quizRoutes);
  app.route('/', learningRoutes);
  app.route('/', captionRoutes);
  app.route('/', classroomRoutes);
  app.route('/', pauseRoutes);
  app.route('/', shopRoutes);
  app.route('/', academyRoutes);
  app.route('/', activityRoutes);
  app.route('/', questionRoutes);
  app.route('/', questionThreadRoutes);
  app.route('/', staffWaitingRoutes);
  app.route('/', attendanceRoutes);
  app.route('/', adminLectureRoutes);
  app.route('/', lectureStructureRoutes);
  app.route('/', assignmentRoutes);
  app.route('/', fileRoutes);
  app.route('/', chatRoutes);
  app.route('/', notificationRoutes);
  app.route('/', enrolmentRoutes);
  app.route('/', cartRoutes);
  app.route('/', orderRoutes);
  app.route('/', rosterRoutes);
  app.route('/', reportRoutes);
  app.route('/', accessLogRoutes);
  app.route('/', guardianRoutes);
  app.route('/', staffGuardianRoutes);
  app.route('/', questionBankRoutes);
  app.route('/', mockAuthoringRoutes);
  app.route('/', mockSittingRoutes);
  app.route('/', mockResultRoutes);
  app.route('/', scoreTrackerRoutes);
  app.route('/', couponRoutes);
  app.route('/', adminOrderRoutes);
  app.route('/', refundRoutes);
  // The live channel: upgrade requests come back into this app (the server calls injectWebSocket).
  const live = liveSocket(() => app);
  liveHubFor(services); // starts listening now (PostgreSQL), before the first client
  app.route('/', live.routes);
  app.route('/', docsRoutes(app));

  app.notFound((c) => fail(c, 404, 'NOT_FOUND', messages.notFound));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return fail(c, error.status, error.code, error.message, error.data);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (malformed JSON, body too large...) in the envelope, in Korean.
      const known: Record<number, [string, string]> = {
        400: ['BAD_REQUEST', api.common.badRequest],
        401: ['UNAUTHORIZED', api.common.unauthorized],
        404: ['NOT_FOUND', api.common.notFound],
        413: ['PAYLOAD_TOO_LARGE', messages.tooLarge],
        415: ['UNSUPPORTED_MEDIA_TYPE', api.common.unsupportedMediaType],
      };
      const [code, message] = known[error.status] ?? ['BAD_REQUEST', api.common.unprocessable];
      return fail(c, error.status, code, message);
    }
    if (isBadInput(error)) {
      // a value the database or the URL decoder cannot take: the caller's mistake
      return fail(c, 400, 'BAD_REQUEST', messages.badInput);
    }
    if (isDatabaseUnavailable(error)) {
      // One line per outage (then one every 30 s), not one per request.
      logOutage({ requestId: c.get('requestId'), err: summary(error) });
      c.header('Retry-After', '5');
      return fail(c, 503, 'SERVICE_UNAVAILABLE', messages.unavailable);
    }
    // No stack traces or SQL in responses; the request id lets support find the log line.
    deps.logger.error({ err: summary(error), requestId: c.get('requestId') }, 'unhandled error');
    return fail(c, 500, 'INTERNAL_ERROR', messages.internal, { requestId: c.get('requestId') });
  });

  return Object.assign(app, {
    /** Lets a node:http server's WebSocket upgrades reach /api/live (server.ts, tests). */
    injectWebSocket: live.injectWebSocket,
  });
}

/**
 * The error without what may hold personal data or secrets: drizzle puts a failed query's
 * parameters (password hashes, emails) into its message, so they are cut off.
 */
function summary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: String(error).slice(0, 200) };
  const clean = (text: string | undefined) => text?.replace(/\nparams:[\s\S]*$/, '').slice(0, 2000);
  return {
    name: error.name,
    message: clean(error.message),
    stack: clean(error.stack)?.split('\n').slice(0, 12).join('\n'),
    ...(error.cause ? { cause: summary(error.cause) } : {}),
  };
}

export type App = ReturnType<typeof createApp>;
