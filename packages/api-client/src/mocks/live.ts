// Notifications and lesson chat (docs/product/learning.md), answered like the API (see respond.ts).
import { http } from 'msw';
import type { ChatPage, NotificationPage } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the unread count and, when given, a page of notifications. */
export function notificationHandlers({
  unreadCount,
  page,
}: {
  unreadCount: number;
  page?: NotificationPage;
}) {
  return [
    http.get(apiPath('notifications/unread-count'), () => okEnvelope({ unreadCount })),
    ...(page ? [http.get(apiPath('notifications'), () => okEnvelope(page))] : []),
  ];
}

/** GET a lesson's chat history. */
export function chatHistoryHandlers(history: ChatPage) {
  return [http.get(apiPath('lessons/:id/chat/messages'), () => okEnvelope(history))];
}
