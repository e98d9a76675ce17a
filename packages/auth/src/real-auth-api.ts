// The AuthApi over @academy/api-client's endpoint functions (docs/product/api.md): the one HTTP
// client, responses parsed with the contract, failures as ApiError with the server's Korean
// message.
import { lazyEndpoints } from '@academy/api-client/lazy-endpoints';
import * as errors from '@academy/strings/errors';
import { describeError, type AuthApi } from './auth-api.ts';

// The public site's signed-out visitor never calls these: they load with the first call.
const auth = lazyEndpoints(() => import('@academy/api-client/endpoints/session'));

/**
 * The text thrown when the user fetch does not succeed (the status is kept)
 * (docs/product/errors.md).
 */
export class ProfileFetchError extends Error {
  readonly status: number | undefined;
  constructor(cause: unknown) {
    super(errors.auth.profileFetchFailed, { cause });
    this.name = 'ProfileFetchError';
    this.status = describeError(cause).status;
  }
}

export const realAuthApi: AuthApi = {
  login: (body) => auth.login(body),
  fetchCurrentUser: async () => {
    try {
      return (await auth.userInfo()).data;
    } catch (error) {
      throw new ProfileFetchError(error);
    }
  },
  refresh: async () => ({ accessToken: (await auth.refresh()).data.accessToken }),
  logout: async () => {
    await auth.logout();
  },
  withdraw: async (password) => {
    await auth.deleteProfile({ password });
  },
};
