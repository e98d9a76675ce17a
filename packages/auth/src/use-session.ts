import { useAtomValue } from 'jotai';
import { createContext, use } from 'react';
import {
  authCheckedAtom,
  authStore,
  sessionAtom,
  type SessionState,
  type SessionUser,
} from './session.ts';
import { getAuthSession } from './setup.ts';

export interface UseSession extends SessionState {
  /** True once the start-up check has settled (a header can wait for it instead of flashing 로그인). */
  isChecked: boolean;
  login(username: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
  deleteAccount(password: string): Promise<boolean>;
  checkAuth(): Promise<void>;
  clearError(): void;
}

// Actions look the session up when called, so a component renders (a story, a test) even where
// setupAuth() was not called; only pressing a button needs it.
const actions = {
  login: (username: string, password: string) => getAuthSession().login(username, password),
  logout: () => getAuthSession().logout(),
  deleteAccount: (password: string) => getAuthSession().deleteAccount(password),
  checkAuth: () => getAuthSession().checkAuth(),
  clearError: () => getAuthSession().clearError(),
};

/**
 * Who the server found signed in on the page request (the site's root loader): shown until the
 * browser's start-up check has settled, so the header the server drew and the first render in the
 * browser agree, and a signed-in visitor never sees 로그인 flash.
 */
export const ServerSessionContext = createContext<SessionUser | null>(null);

/** The session state and its actions (docs/product/states.md). */
export function useSession(): UseSession {
  const state = useAtomValue(sessionAtom, { store: authStore });
  const isChecked = useAtomValue(authCheckedAtom, { store: authStore });
  const serverUser = use(ServerSessionContext);
  const shown =
    serverUser && !isChecked && !state.isAuthenticated
      ? { user: serverUser, isLoading: false, isAuthenticated: true, error: null }
      : state;
  return { ...shown, isChecked, ...actions };
}
