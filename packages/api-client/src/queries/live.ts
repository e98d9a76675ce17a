// Keys, options and mutations for the lesson chat and notifications
// (docs/decisions/016-live-channel.md). The channel's frames update the same keys (a new message
// appends to the history, a notification bumps the unread count), so screens read one cache
// whichever way the data came.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyEndpoints } from '../lazy-endpoints.ts';

// The bell's count comes with the page (decision 028): the calls' code loads with the first.
const api = lazyEndpoints(() => import('../endpoints/live.ts'));

export const chatKeys = {
  all: ['chat'] as const,
  history: (lessonId: number) => [...chatKeys.all, 'history', lessonId] as const,
  presence: (lessonId: number) => [...chatKeys.all, 'presence', lessonId] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, size: number) => [...notificationKeys.all, 'list', page, size] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** The newest page of a room's history (older pages: api.chatHistory with `before`). */
export const chatHistoryQuery = (lessonId: number) =>
  queryOptions({
    queryKey: chatKeys.history(lessonId),
    queryFn: async () => (await api.chatHistory(lessonId)).data,
  });
export const chatPresenceQuery = (lessonId: number) =>
  queryOptions({
    queryKey: chatKeys.presence(lessonId),
    queryFn: async () => (await api.chatPresence(lessonId)).data,
  });
export const notificationsQuery = (page = 0, size = 20) =>
  queryOptions({
    queryKey: notificationKeys.list(page, size),
    queryFn: async () => (await api.notifications({ page, size })).data,
  });
export const unreadNotificationCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async () => (await api.unreadNotificationCount()).data.unreadCount,
  });

export function usePostChatMessage(lessonId: number) {
  return useMutation({ mutationFn: (content: string) => api.postChatMessage(lessonId, content) });
}
export function useDeleteChatMessage(lessonId: number) {
  return useMutation({
    mutationFn: (messageId: number) => api.deleteChatMessage(lessonId, messageId),
  });
}
function useInvalidateNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}
export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: api.markNotificationRead, onSuccess: invalidate });
}
export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: api.markAllNotificationsRead, onSuccess: invalidate });
}
