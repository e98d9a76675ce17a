// createApp(): the API (every /api route, its middleware and error handling), shared by the
// server and the integration tests, which call it in-process (style.md: hono-open-api-starter).
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { AuthUser } from './lib/auth/middleware.ts';
import { isDatabaseUnavailable } from './lib/database-errors.ts';
import { fail } from './lib/envelope.ts';
import { ApiError } from './lib/errors.ts';
import { createFileService, localDiskStorage, type FileService } from './lib/files.ts';
import type { Logger } from './lib/logger.ts';
import { requestContext } from './lib/request-context.ts';
import { adminLectureRoutes } from './routes/admin-lectures/admin-lectures.routes.ts';
import { assignmentRoutes } from './routes/assignments/assignments.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { classroomRoutes } from './routes/classroom/classroom.routes.ts';
import { bannerRoutes } from './routes/banners/banners.routes.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { fileRoutes } from './routes/files/files.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { noticeRoutes } from './routes/notices/notices.routes.ts';
import { questionRoutes } from './routes/questions/questions.routes.ts';
import { reviewRoutes } from './routes/reviews/reviews.routes.ts';
import { shopRoutes } from './routes/shop/shop.routes.ts';
import { teacherRoutes } from './routes/teachers/teachers.routes.ts';
import { userRoutes } from './routes/users/users.routes.ts';
import { videoRoutes } from './routes/videos/videos.routes.ts';
import { watchRoutes } from './routes/watch/watch.routes.ts';
import { quizRoutes } from './routes/quizzes/quizzes.routes.ts';
import { learningRoutes } from './routes/learning/learning.routes.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Uploaded files; defaults to the local disk under DATA_DIR/uploads. */
  files?: FileService;
}

/** What handlers read from c.var.deps: the deps with their defaults filled in. */
export type AppServices = AppDeps & { files: FileService };

export type AppEnv = {
  Variables: { deps: AppServices; requestId: string; user: AuthUser };
};

/** design 3: JSON bodies up to 1 MB. Multipart routes set their own tighter limit with
 * hono/body-limit; this is only the outer bound. tus PATCH bodies stream past it (the video host
 * enforces its own size limit). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const MULTIPART_BODY_MAX_BYTES = 100 * 1024 * 1024;

const messages = {
  notFound: '요청한 API를 찾을 수 없습니다.',
  tooLarge: '요청 본문이 너무 큽니다.',
  unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  internal: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export function createApp(deps: AppDeps) {
  const services: AppServices = {
    ...deps,
    files:
      deps.files ?? createFileService(localDiskStorage(path.join(deps.env.DATA_DIR, 'uploads'))),
  };
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestContext(services));
  app.use(async (c, next) => {
    // GET and HEAD carry no body; asking for one would build a whole fetch Request (measured:
    // a fifth of a cached public read's time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('application/offset+octet-stream')) return next();
    const limit = bodyLimit({
      maxSize: type.startsWith('multipart/form-data')
        ? MULTIPART_BODY_MAX_BYTES
        : JSON_BODY_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', messages.tooLarge);
      },
    });
    return limit(c, next);
  });

  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', teacherRoutes);
  // reviews before the lectures routes: '/lectures/reviews' is not a lecture id
  app.route('/', reviewRoutes);
  app.route('/', bannerRoutes);
  app.route('/', noticeRoutes);
  app.route('/', videoRoutes);
  app.route('/', watchRoutes);
  app.route('/', quizRoutes);
  app.route('/', learningRoutes);
  app.route('/', classroomRoutes);
  app.route('/', shopRoutes);
  app.route('/', questionRoutes);
  app.route('/', adminLectureRoutes);
  app.route('/', assignmentRoutes);
  app.route('/', fileRoutes);
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
        400: ['BAD_REQUEST', '요청 형식이 올바르지 않습니다.'],
        401: ['UNAUTHORIZED', '로그인이 필요합니다.'],
        404: ['NOT_FOUND', '요청한 정보를 찾을 수 없습니다.'],
        413: ['PAYLOAD_TOO_LARGE', messages.tooLarge],
        415: ['UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 요청 형식입니다.'],
      };
      const [code, message] = known[error.status] ?? ['BAD_REQUEST', '요청을 처리할 수 없습니다.'];
      return fail(c, error.status, code, message);
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn(
        { requestId: c.get('requestId'), err: summary(error) },
        'database unavailable',
      );
      c.header('Retry-After', '5');
      return fail(c, 503, 'SERVICE_UNAVAILABLE', messages.unavailable);
    }
    // No stack traces or SQL in responses; the request id lets support find the log line.
    deps.logger.error({ err: summary(error), requestId: c.get('requestId') }, 'unhandled error');
    return fail(c, 500, 'INTERNAL_ERROR', messages.internal, { requestId: c.get('requestId') });
  });

  return app;
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
