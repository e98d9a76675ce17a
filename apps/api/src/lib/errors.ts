import { api } from '@academy/strings/api';
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
export const unauthorized = (message: string = api.common.unauthorized) =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = api.common.forbidden, code = 'FORBIDDEN') =>
  new ApiError(403, code, message);
export const notFound = (message: string = api.common.notFound) =>
  new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
