import { useAtomValue } from 'jotai';
import { authCheckedAtom, authStore, sessionAtom, type SessionState } from './session.ts';
import { getAuthSession } from './setup.ts';

export interface UseSession extends SessionState {
  /** True once the start-up check has settled (a header can wait for it instead of flashing 로그인). */
  isChecked: boolean;
  login(username: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
  deleteAccount(): Promise<boolean>;
  checkAuth(): Promise<void>;
  clearError(): void;
}

// Actions look the session up when called, so a component renders (a story, a test) even where
// setupAuth() was not called; only pressing a button needs it.
const actions = {
  login: (username: string, password: string) => getAuthSession().login(username, password),
  logout: () => getAuthSession().logout(),
  deleteAccount: () => getAuthSession().deleteAccount(),
  checkAuth: () => getAuthSession().checkAuth(),
  clearError: () => getAuthSession().clearError(),
};

/** spec 4: the session state and its actions. */
export function useSession(): UseSession {
  const state = useAtomValue(sessionAtom, { store: authStore });
  const isChecked = useAtomValue(authCheckedAtom, { store: authStore });
  return { ...state, isChecked, ...actions };
}
