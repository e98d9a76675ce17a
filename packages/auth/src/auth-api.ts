// What the session needs from the API (docs/product/api.md). The real implementation calls
// @academy/api-client's endpoint functions; tests and stories pass a fake.
import type { User } from '@academy/api-client/contract/users';

export interface LoginAnswer {
  success: boolean;
  message?: string;
  data?: { token?: string | null } | null;
}

export interface AuthApi {
  /**
   * POST /api/auth/login {username, password}: the envelope (docs/product/api.md: success, message,
   * data.token).
   */
  login(body: { username: string; password: string }): Promise<LoginAnswer>;
  /** GET /api/users/info: the current user; throws on failure (an error with `status` on HTTP errors). */
  fetchCurrentUser(): Promise<User>;
  /** POST /api/auth/refresh (the HttpOnly cookie travels): the new access token. */
  refresh(): Promise<{ accessToken: string }>;
  /** POST /api/auth/logout: revokes the session and expires the cookies. */
  logout(): Promise<void>;
  /** DELETE /api/users/profile {password}: withdraws the account (its password confirms it). */
  withdraw(password: string): Promise<void>;
}

const HANGUL = /[\uAC00-\uD7A3]/;

/** An HTTP status and the server's (Korean) message, read from whatever the client threw. */
export function describeError(error: unknown): { status?: number; message?: string } {
  if (!error || typeof error !== 'object') return {};
  // api-client's ApiError for a failure before any answer (status 0) or an unreadable answer:
  // its message is the transport's own text, not the server's.
  const code = (error as { code?: unknown }).code;
  if (code === 'NETWORK' || code === 'TIMEOUT') return {};
  if (code === 'INVALID_RESPONSE') {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' && status > 0 ? { status } : {};
  }
  const candidate = error as {
    status?: unknown;
    response?: { status?: unknown };
    serverMessage?: unknown;
    message?: unknown;
    data?: { message?: unknown };
  };
  const status =
    typeof candidate.status === 'number'
      ? candidate.status
      : typeof candidate.response?.status === 'number'
        ? candidate.response.status
        : undefined;
  const serverMessage =
    typeof candidate.serverMessage === 'string'
      ? candidate.serverMessage
      : typeof candidate.data?.message === 'string'
        ? candidate.data.message
        : // The server speaks Korean; a TypeError's or ky's own message is English and never shown.
          status !== undefined &&
            typeof candidate.message === 'string' &&
            HANGUL.test(candidate.message)
          ? candidate.message
          : undefined;
  return {
    ...(status !== undefined ? { status } : {}),
    ...(serverMessage ? { message: serverMessage } : {}),
  };
}
