// The one catalogue of Korean text shown to people (style.md: one place for each concern).
// Shared sections live here; each app's own labels live in strings/<app>.ts, imported only by
// that app (so the site does not download the admin's words). Components read strings by key and
// tests find text through the same keys.
import { errors } from './errors.ts';
import { confirmations, validation } from './validation.ts';

export const ko = {
  common: {
    appName: '아카데미',
    loading: '불러오는 중...',
    retry: '다시 시도',
  },
  theme: {
    menuLabel: '화면 테마',
    light: '라이트',
    dark: '다크',
    system: '시스템 설정',
  },
  validation,
  confirmations,
  errors,
} as const;

export type Strings = typeof ko;
