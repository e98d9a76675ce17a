// Errors of API calls: the server's Korean envelope message when it sent one (docs/product/api.md),
// else a Korean transport message (docs/product/errors.md). Apps show `errorMessage(error,
// fallback)`.
import * as errors from '@academy/strings/errors';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  data?: unknown;
  requestId?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data ?? null;
    this.requestId = init.requestId;
  }

  /** The field a 400 names (the contract's validation), when it names one. */
  get field(): string | undefined {
    const data = this.data as { field?: unknown } | null;
    return typeof data?.field === 'string' ? data.field : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What to show a person: the server's message when the API sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code !== 'NETWORK' && error.code !== 'INVALID_RESPONSE') {
    return error.message || fallback;
  }
  return fallback;
}

/** The transport's own failures, in Korean. */
export const transportErrors = errors.transport;
