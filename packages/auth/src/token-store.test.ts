import { describe, expect, it } from 'vitest';
import {
  cacheUser,
  clearTokens,
  hasSessionHint,
  readAccessToken,
  readCachedUser,
  tokenSubject,
  USER_INFO_KEY,
} from './token-store.ts';

const base64url = (value: string) =>
  btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('token store', () => {
  it('reads the access token and the session hint from the cookies', () => {
    expect(readAccessToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'access_token=abc.def.ghi; path=/';
    document.cookie = 'session_hint=1; path=/';
    expect(readAccessToken()).toBe('abc.def.ghi');
    expect(hasSessionHint()).toBe(true);
  });

  it('never keeps a refresh token in script-visible storage', () => {
    localStorage.setItem('refresh_token', 'left by an old build');
    document.cookie = 'access_token=x; path=/';
    cacheUser({ id: 1, name: '김학생', role: 'STUDENT' });
    clearTokens();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('caches the profile as user_info and ignores a damaged entry', () => {
    cacheUser({ id: 3, name: '이강사', role: 'TEACHER' });
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY)!)).toEqual({
      id: 3,
      name: '이강사',
      role: 'TEACHER',
    });
    expect(readCachedUser()).toEqual({ id: 3, name: '이강사', role: 'TEACHER' });
    localStorage.setItem(USER_INFO_KEY, '{not json');
    expect(readCachedUser()).toBeNull();
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ name: 'no id' }));
    expect(readCachedUser()).toBeNull();
  });

  it('reads the JWT subject without verifying, including base64url and UTF-8 payloads', () => {
    const payload = base64url(
      String.fromCharCode(
        ...new TextEncoder().encode(JSON.stringify({ sub: '42', name: '한글?>' })),
      ),
    );
    expect(tokenSubject(`header.${payload}.sig`)).toBe('42');
    expect(tokenSubject(`h.${base64url(JSON.stringify({ sub: 7 }))}.s`)).toBe('7');
    expect(tokenSubject('not-a-jwt')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});
