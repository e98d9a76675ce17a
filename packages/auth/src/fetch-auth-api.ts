// A minimal AuthApi on fetch against this origin's /api (the envelope of design 3). Used until
// @academy/api-client's endpoint functions are wired in setup.ts; kept small on purpose.
import type { User } from '@academy/api-client/contract/users';
import type { AuthApi, LoginAnswer } from './auth-api.ts';
import { readAccessToken } from './token-store.ts';

export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = readAccessToken();
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000), // spec 9: 10000 ms
  });
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data?: unknown;
  } | null;
  if (!response.ok || !envelope || envelope.success === false) {
    throw new AuthHttpError(response.status, envelope?.message ?? '');
  }
  return envelope as T;
}

export const fetchAuthApi: AuthApi = {
  login: (body) => call<LoginAnswer>('POST', '/auth/login', body),
  fetchCurrentUser: async () => (await call<{ data: User }>('GET', '/users/info')).data,
  refresh: async () =>
    (await call<{ data: { accessToken: string } }>('POST', '/auth/refresh', {})).data,
  logout: async () => {
    await call('POST', '/auth/logout', {});
  },
  withdraw: async () => {
    await call('DELETE', '/users/profile');
  },
};
