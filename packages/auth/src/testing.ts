// Helpers for the apps' stories and tests: a session without a server.
//
//   seedSession(demoUsers.teacher)   // signed in as a teacher (header shows the admin button)
//   seedSession(null)                // signed out, start-up check done
//   setupAuth({ api: fakeAuthApi(), watch: false, checkOnStart: false })  // working actions
import type { User } from '@academy/api-client/contract/users';
import type { AuthApi } from './auth-api.ts';
import {
  authCheckedAtom,
  authStore,
  SIGNED_OUT,
  sessionAtom,
  signedOutByUserAtom,
} from './session.ts';
import type { SessionUser } from './token-store.ts';

const blankProfile = {
  studentContact: null,
  parentContact: null,
  address: null,
  majorType: null,
  goalUniversities: [],
  studyYears: null,
  ejuScores: null,
  image: null,
  note: null,
} satisfies Partial<User>;

export const demoUsers = {
  student: {
    ...blankProfile,
    id: 1,
    userId: 'student@academy.test',
    name: '김민준',
    role: 'STUDENT',
    studentContact: '010-1234-5678',
    parentContact: '010-8765-4321',
    address: '서울특별시 강남구 테헤란로 123 4층',
    majorType: '이과',
    goalUniversities: [{ school: '도쿄대학', major: '공학부' }],
    studyYears: 1,
    ejuScores: {
      listening: 80,
      reading: 85,
      totalListenRead: 82,
      science: 90,
      subject1: null,
      score1: null,
      subject2: null,
      score2: null,
    },
  },
  teacher: {
    ...blankProfile,
    id: 7,
    userId: 'teacher@academy.test',
    name: '박서연',
    role: 'TEACHER',
  },
  admin: { ...blankProfile, id: 9, userId: 'admin@academy.test', name: '관리자', role: 'ADMIN' },
} satisfies Record<string, User>;

/** Puts a user (or nobody) into the shared session, as if the start-up check had run. */
export function seedSession(user: SessionUser | null): void {
  authStore.set(
    sessionAtom,
    user ? { user, isLoading: false, isAuthenticated: true, error: null } : SIGNED_OUT,
  );
  authStore.set(authCheckedAtom, true);
}

/** Back to the state of a fresh page (start-up check not run). */
export function resetSession(): void {
  authStore.set(sessionAtom, SIGNED_OUT);
  authStore.set(authCheckedAtom, false);
  authStore.set(signedOutByUserAtom, null);
}

/** An AuthApi that answers like the server for `user`, with no network. */
export function fakeAuthApi(user: User = demoUsers.student, overrides: Partial<AuthApi> = {}) {
  return {
    login: async () => ({ success: true, message: '로그인에 성공했습니다!', data: { token: 't' } }),
    fetchCurrentUser: async () => user,
    refresh: async () => ({ accessToken: 't' }),
    logout: async () => {},
    withdraw: async (_password: string) => {},
    ...overrides,
  } satisfies AuthApi;
}
