// The newest notifications, newest first: each leads to its place (marking it read on the way),
// or is marked read where it stands; 모두 읽음 marks them all.
import type { Notification } from '@academy/api-client/contract/live';
import { errorMessage } from '@academy/api-client/errors';
import {
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@academy/api-client/queries/live';
import { appUrl, type AppName } from '@academy/auth/origins';
import * as live from '@academy/strings/live';
import { formatRelative } from '@academy/ui/format/date';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = live.bell;
const PAGE_SIZE = 10;

/** Where an entry leads: a path of this app stays relative, another app's is absolute. */
export const notificationHref = (notification: Notification, app: AppName) =>
  notification.link.app === app
    ? notification.link.path
    : appUrl(notification.link.app, notification.link.path);

export function NotificationList({ app }: { app: AppName }) {
  const list = useQuery(notificationsQuery(0, PAGE_SIZE));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  const failure = markRead.error ?? markAll.error;

  const follow = async (notification: Notification, href: string) => {
    // The read mark must land before the page is left (another app is a new page).
    if (!notification.readAt) await markRead.mutateAsync(notification.id).catch(() => {});
    window.location.assign(href);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t.title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t.markAllRead}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(failure, t.loadFailed)}
        </Alert>
      )}
      {list.isPending ? (
        <Group justify="center" p="sm">
          <Loader size="sm" aria-label={t.title} />
        </Group>
      ) : list.isError ? (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(list.error, t.loadFailed)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" p="sm">
          {t.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((notification) => {
            const href = notificationHref(notification, app);
            const isUnread = !notification.readAt;
            return (
              <Group
                component="li"
                key={notification.id}
                wrap="nowrap"
                align="flex-start"
                gap="xs"
                p={6}
                bg={isUnread ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Stack gap={2} style={{ flex: 1 }}>
                  <Anchor
                    href={href}
                    size="sm"
                    fw={isUnread ? 700 : 400}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      void follow(notification, href);
                    }}
                  >
                    {isUnread && <VisuallyHidden>{t.unread} </VisuallyHidden>}
                    {notification.text}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatRelative(notification.createdAt)}
                  </Text>
                </Stack>
                {isUnread && (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    aria-label={t.markReadOf(notification.text)}
                    onClick={() => markRead.mutate(notification.id)}
                  >
                    {t.markRead}
                  </Button>
                )}
              </Group>
            );
          })}
          {list.data.totalCount > list.data.items.length && (
            <Text size="xs" c="dimmed" ta="center">
              {t.more(list.data.totalCount - list.data.items.length)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
