import * as ko from '@academy/strings';

export const THEME_OPTIONS = [
  { scheme: 'light', label: ko.theme.light, icon: '☀' },
  { scheme: 'dark', label: ko.theme.dark, icon: '☾' },
  { scheme: 'auto', label: ko.theme.system, icon: '◐' },
] as const;
