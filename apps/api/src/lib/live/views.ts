// Rows of the live tables as the contract gives them (ChatMessage, Notification).
import type { ChatMessage, Notification } from '@academy/api-client/contract';
import type { chatMessages, notifications } from '../../db/schema/live.ts';
import type { Role } from '../../db/schema/users.ts';
import { iso } from '../lecture-access.ts';

/** A deleted message keeps its place but never its text. */
export function chatMessageView(
  row: typeof chatMessages.$inferSelect,
  author: { id: number; name: string; role: Role },
): ChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    lessonId: row.lessonId,
    author: { id: author.id, name: author.name, role: author.role },
    content: deleted ? '' : row.content,
    deleted,
    createdAt: iso(row.createdAt),
  };
}

export function notificationView(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    readAt: row.readAt ? iso(row.readAt) : null,
    createdAt: iso(row.createdAt),
  };
}
