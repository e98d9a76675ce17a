// The bell in the classroom and admin headers (docs/decisions/016-live-channel.md): the unread
// count, kept live by the channel, and a list that loads on the first sign of intent
// (DeferredMenu), so the headers' first visit carries only the button.
import type { AppName } from '@academy/auth/origins';
import { unreadNotificationCountQuery } from '@academy/api-client/queries/live';
import * as live from '@academy/strings/live';
import { DeferredMenu } from '@academy/ui/DeferredMenu';
import { ActionIcon, Indicator } from '@mantine/core';
import IconBell from '@tabler/icons-react/icons/IconBell';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useLiveConnection } from './connection.ts';

const NotificationPopover = lazy(() => import('./NotificationPopover.tsx'));
const t = live.bell;

export function NotificationBell({ app }: { app: AppName }) {
  // Opens the page's channel: a notification raises the count as it is written.
  useLiveConnection();
  const count = useQuery(unreadNotificationCountQuery());
  const unread = count.data ?? 0;
  return (
    <DeferredMenu
      target={
        // The count sits over the button's corner: ActionIcon clips what overflows it, which cut
        // the badge to a red sliver with half a digit.
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t.label(unread)}
          style={{ overflow: 'visible' }}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            disabled={unread === 0}
            size={16}
            offset={-4}
            // red 9: the count's white reads at 5.4:1 on it (3.3:1 on Mantine's red 6)
            color="red.9"
          >
            <IconBell aria-hidden size={18} stroke={1.75} />
          </Indicator>
        </ActionIcon>
      }
    >
      {(menu) => <NotificationPopover {...menu} app={app} />}
    </DeferredMenu>
  );
}
