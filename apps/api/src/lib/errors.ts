import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown anywhere in a handler; the app's error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new ApiError(400, 'BAD_REQUEST', message, data);
export const unauthorized = (message = '로그인이 필요합니다.') =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = '접근 권한이 없습니다.', code = 'FORBIDDEN') =>
  new ApiError(403, code, message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') =>
  new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
