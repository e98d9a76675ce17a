import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import * as ko from '@academy/strings';
import { format } from '@academy/strings/format';

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

/** System fonts first: Korean glyphs render at once without downloading a web font. */
const fontFamily = `-apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Pretendard", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", "${format.malgunGothicLocalName}", "Segoe UI", Roboto, sans-serif`;

export const theme = createTheme({
  primaryColor: 'academy',
  colors: { academy },
  // Filled primary buttons keep white text above 4.5:1 in both schemes (dark 5: 5.4:1).
  primaryShade: { light: 7, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Filled buttons and badges on light colours (yellow, lime) get dark text.
  autoContrast: true,
  components: {
    // Tooltip delay 700 ms, skip 300 ms; navigation menu delay 200 ms, skip 300 ms
    // (docs/product/limits.md).
    Tooltip: { defaultProps: { openDelay: 700 } },
    TooltipGroup: { defaultProps: { openDelay: 700, closeDelay: 300 } },
    Menu: { defaultProps: { openDelay: 200, closeDelay: 300 } },
    // Icon-only close buttons need a name for screen readers (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': ko.common.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': ko.common.close } } },
    CloseButton: { defaultProps: { 'aria-label': ko.common.close } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': ko.common.close } } },
    // Mantine's own labels are English; screen readers should hear Korean
    // (docs/product/screens.md).
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': ko.common.showPassword },
        // The eye button is reachable by keyboard too (docs/product/screens.md: keyboard access).
        visibilityToggleFocusable: true,
      },
    },
    Carousel: {
      defaultProps: {
        previousControlProps: { 'aria-label': ko.carousel.previous },
        nextControlProps: { 'aria-label': ko.carousel.next },
        getIndicatorProps: (index: number) => ({ 'aria-label': ko.carousel.goTo(index + 1) }),
      },
    },
    CarouselSlide: {
      defaultProps: { 'aria-label': ko.carousel.slide, 'aria-roledescription': ko.carousel.slide },
    },
  },
});

/** The carousels' generic autoplay delay (docs/product/limits.md). */
export const CAROUSEL_DEFAULT_DELAY_MS = 4000;

/**
 * WCAG AA contrast (docs/product/screens.md: axe finds nothing serious). Mantine's defaults put
 * dimmed text (gray 6, 3.3:1) and error text (red 6, 3.3:1) below 4.5:1 on white; these stay above
 * it in both schemes. Pass it to every MantineProvider (AppProviders and the story providers do).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {
    // Links and light-variant text in the primary colour: academy 3 reads 5.3:1 on dark 7.
    '--mantine-color-anchor': 'var(--mantine-color-academy-3)',
    '--mantine-color-academy-text': 'var(--mantine-color-academy-3)',
    '--mantine-color-academy-light-color': 'var(--mantine-color-academy-3)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-red-text': 'var(--mantine-color-red-4)',
  },
});

/** The destructive action colour: white text on it stays above 4.5:1 (red 9, 5.5:1). */
export const DANGER_COLOR = 'red.9';
