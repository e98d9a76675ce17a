// The one catalogue of Korean text shown to people (style.md: one place for each concern).
// Components read strings by key; tests find text through the same keys.
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
} as const;

export type Strings = typeof ko;
