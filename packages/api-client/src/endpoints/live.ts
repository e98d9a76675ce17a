// A lesson's chat history, posting and deleting, who is present, and notifications
// (docs/decisions/016-live-channel.md). What happens live arrives over the channel
// (../live-client.ts).
import {
  ChatMessageResponse,
  ChatPageResponse,
  NotificationPageResponse,
  NotificationResponse,
  PresenceResponse,
  UnreadCountResponse,
} from '../contract/index.ts';
import { request } from '../http.ts';

export const chatHistory = (lessonId: number, query: { before?: number; size?: number } = {}) =>
  request(ChatPageResponse, `lessons/${lessonId}/chat/messages`, {
    searchParams: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined),
    ) as Record<string, number>,
  });
export const postChatMessage = (lessonId: number, content: string) =>
  request(ChatMessageResponse, `lessons/${lessonId}/chat/messages`, {
    method: 'post',
    json: { content },
  });
export const deleteChatMessage = (lessonId: number, messageId: number) =>
  request(ChatMessageResponse, `lessons/${lessonId}/chat/messages/${messageId}`, {
    method: 'delete',
  });
export const chatPresence = (lessonId: number) =>
  request(PresenceResponse, `lessons/${lessonId}/chat/presence`);

export const notifications = (query: { page?: number; size?: number } = {}) =>
  request(NotificationPageResponse, 'notifications', {
    searchParams: { page: query.page ?? 0, size: query.size ?? 20 },
  });
export const unreadNotificationCount = () =>
  request(UnreadCountResponse, 'notifications/unread-count');
export const markNotificationRead = (id: number) =>
  request(NotificationResponse, `notifications/${id}/read`, { method: 'post' });
export const markAllNotificationsRead = () =>
  request(UnreadCountResponse, 'notifications/read-all', { method: 'post' });
