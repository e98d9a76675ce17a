// Loaded on the first intent to use the theme menu (see DeferredMenu).
import { Menu, useMantineColorScheme } from '@mantine/core';
import type { DeferredMenuProps } from '../DeferredMenu/DeferredMenu.tsx';
import * as ko from '@academy/strings';
import { THEME_OPTIONS } from './theme-options.ts';

export default function ThemeMenuDropdown({
  target,
  opened,
  onChange,
  floating,
}: DeferredMenuProps & { floating: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu
      position={floating ? 'top-end' : 'bottom-end'}
      withinPortal
      opened={opened}
      onChange={onChange}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{ko.theme.menuLabel}</Menu.Label>
        {THEME_OPTIONS.map((option) => (
          <Menu.Item
            key={option.scheme}
            onClick={() => setColorScheme(option.scheme)}
            leftSection={<option.Icon aria-hidden size={16} stroke={1.75} />}
            aria-current={option.scheme === colorScheme ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
