// The AuthApi over @academy/api-client's endpoint functions (spec 7.1): the one HTTP client,
// responses parsed with the contract, failures as ApiError with the server's Korean message.
import * as auth from '@academy/api-client/endpoints/auth';
import type { AuthApi } from './auth-api.ts';

export const realAuthApi: AuthApi = {
  login: (body) => auth.login(body),
  fetchCurrentUser: async () => (await auth.userInfo()).data,
  refresh: async () => ({ accessToken: (await auth.refresh()).data.accessToken }),
  logout: async () => {
    await auth.logout();
  },
  withdraw: async () => {
    await auth.deleteProfile();
  },
};
