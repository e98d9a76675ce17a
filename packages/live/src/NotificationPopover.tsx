import type { DeferredMenuProps } from '@academy/ui/DeferredMenu';
import type { AppName } from '@academy/auth/origins';
import { Popover } from '@mantine/core';
import { NotificationList } from './NotificationList.tsx';

/** The bell's dropdown: loaded when someone reaches for the bell. */
export default function NotificationPopover({
  target,
  opened,
  onChange,
  app,
}: DeferredMenuProps & { app: AppName }) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs">
        <NotificationList app={app} />
      </Popover.Dropdown>
    </Popover>
  );
}
