import * as v from 'valibot';

/**
 * Every API response, errors included: the spec's `success, message, data` plus a stable
 * machine-readable `code` (docs/product/api.md).
 */
export const ErrorCode = v.picklist([
  'OK',
  'CREATED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'LECTURE_FORBIDDEN',
  'PERIOD_ENDED',
  'NOT_ENROLLED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = v.InferOutput<typeof ErrorCode>;

export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    success: v.boolean(),
    code: v.string(),
    message: v.string(),
    data,
  });
}

export const ErrorEnvelope = envelope(v.nullable(v.unknown()));
export type Envelope<T> = { success: boolean; code: string; message: string; data: T };
