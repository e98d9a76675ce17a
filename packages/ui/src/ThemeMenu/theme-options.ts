import IconContrast from '@tabler/icons-react/icons/IconContrast';
import IconMoon from '@tabler/icons-react/icons/IconMoon';
import IconSun from '@tabler/icons-react/icons/IconSun';
import * as ko from '@academy/strings';

// Icons from the icon set, not glyphs (☀ ☾ ◐ show as empty boxes without an emoji font).
export const THEME_OPTIONS = [
  { scheme: 'light', label: ko.theme.light, Icon: IconSun },
  { scheme: 'dark', label: ko.theme.dark, Icon: IconMoon },
  { scheme: 'auto', label: ko.theme.system, Icon: IconContrast },
] as const;
