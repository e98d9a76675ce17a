import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep academy blue; Mantine derives the shades' contrast for light and dark.
const academy: MantineColorsTuple = [
  '#e8f1ff',
  '#d0defc',
  '#a0baf5',
  '#6c94ef',
  '#4274e9',
  '#2760e6',
  '#1655e6',
  '#0646cd',
  '#003eb8',
  '#0035a3',
];

/** System fonts first: Korean glyphs render at once without downloading a web font (issue 8). */
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Pretendard", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", "맑은 고딕", "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'academy',
  colors: { academy },
  primaryShade: { light: 7, dark: 4 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // spec 9: tooltip delay 700 ms, skip 300 ms; navigation menu delay 200 ms, skip 300 ms.
    Tooltip: { defaultProps: { openDelay: 700 } },
    TooltipGroup: { defaultProps: { openDelay: 700, closeDelay: 300 } },
    Menu: { defaultProps: { openDelay: 200, closeDelay: 300 } },
  },
});

/** spec 9: the carousels' generic autoplay delay. */
export const CAROUSEL_DEFAULT_DELAY_MS = 4000;
