import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { ko } from '../strings/ko.ts';

const OPTIONS = [
  { scheme: 'light', label: ko.theme.light, icon: '☀' },
  { scheme: 'dark', label: ko.theme.dark, icon: '☾' },
  { scheme: 'auto', label: ko.theme.system, icon: '◐' },
] as const;

/** spec 2.1: the floating theme menu (light, dark, system), fixed at the bottom right. */
export function ThemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = OPTIONS.find((option) => option.scheme === colorScheme) ?? OPTIONS[2];
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={`${ko.theme.menuLabel}: ${current.label}`}
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 200 }}
        >
          <span aria-hidden>{current.icon}</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{ko.theme.menuLabel}</Menu.Label>
        {OPTIONS.map((option) => (
          <Menu.Item
            key={option.scheme}
            onClick={() => setColorScheme(option.scheme)}
            leftSection={<span aria-hidden>{option.icon}</span>}
            aria-current={option.scheme === colorScheme ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
