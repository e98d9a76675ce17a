// The lesson chat (docs/decisions/016-live-channel.md): a room per lesson; enrolled students, the
// lecture's teacher and admins read its history and post; staff delete. Every message is stored
// before it is delivered.
import type { ChatMessage } from '@academy/api-client/contract';
import * as live from '@academy/strings/live';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { ApiError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  detailWithLecture,
  enrolmentOpen,
  mayReadLecture,
  studentEnrolment,
} from '../../lib/lecture-access.ts';
import { liveHubFor, liveTransaction } from '../../lib/live/hub.ts';
import { chatMessageView } from '../../lib/live/views.ts';
import { takeAttempts, tooManyRequests, type LimitRule } from '../../lib/rate-limit.ts';
import { findMessage, historyPage, insertMessage, markDeleted } from './chat.queries.ts';

/** Per user, across rooms and processes: enough to talk, too few to flood a room. */
export const CHAT_RATE_LIMIT = { limit: 10, windowSeconds: 10 };

/** The lesson and its lecture when `user` may be in its room; 404 / 403 otherwise. */
export async function roomOf(deps: AppServices, user: AuthUser, lessonId: number) {
  const { db } = deps.database;
  const row = await detailWithLecture(db, lessonId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound(live.chat.lessonNotFound);
    throw error;
  });
  if (!(await mayReadLecture(db, user, row.lecture))) {
    throw forbidden(live.chat.forbidden);
  }
  return row;
}

/**
 * roomOf for the live channel, which keeps the answer for a while: the lecture (so an access
 * change to it finds the socket's rooms) and, for a student, when their enrolment ends (when the
 * socket must leave the room by itself; null: no end).
 */
export async function roomAccess(deps: AppServices, user: AuthUser, lessonId: number) {
  const { lecture } = await roomOf(deps, user, lessonId);
  let endsAt: Date | null = null;
  if (user.role === 'STUDENT') {
    const enrolment = await studentEnrolment(deps.database.db, user.id, lecture.id);
    // ended between the two reads: refused like roomOf would
    if (!enrolmentOpen(enrolment)) throw forbidden(live.chat.forbidden);
    endsAt = enrolment!.endsAt;
  }
  return { lectureId: lecture.id, endsAt };
}

export async function readHistory(
  deps: AppServices,
  user: AuthUser,
  lessonId: number,
  query: { before?: number; size: number },
) {
  await roomOf(deps, user, lessonId);
  return historyPage(deps.database.db, lessonId, query.before, query.size);
}

export async function postMessage(
  deps: AppServices,
  user: AuthUser,
  lessonId: number,
  content: string,
): Promise<ChatMessage> {
  await roomOf(deps, user, lessonId);
  const { db } = deps.database;
  const rule: LimitRule = { key: `chat:user:${user.id}`, ...CHAT_RATE_LIMIT };
  // Counted before the write, atomically, so parallel posts cannot pass the limit
  // (docs/decisions/013-login-limits.md).
  const taken = (await takeAttempts(db, [rule])).get(rule.key);
  if (taken && taken.count > rule.limit)
    throw tooManyRequests(live.chat.rateLimitedAction, taken.wait);
  return liveTransaction(deps, async (tx, emit) => {
    const message = await insertMessage(tx, user, lessonId, content);
    await emit({ k: 'message', message });
    return message;
  });
}

export async function deleteMessage(
  deps: AppServices,
  user: AuthUser,
  lessonId: number,
  messageId: number,
) {
  const { lecture } = await roomOf(deps, user, lessonId);
  // roomOf let in the lecture's own teacher and admins, and enrolled students: not them.
  if (user.role === 'STUDENT' || (user.role === 'TEACHER' && lecture.teacherId !== user.id)) {
    throw forbidden(live.chat.deleteForbidden);
  }
  const found = await findMessage(deps.database.db, lessonId, messageId);
  if (!found) throw notFound(live.chat.messageNotFound);
  if (found.message.deletedAt) throw conflict(live.chat.alreadyDeleted);
  return liveTransaction(deps, async (tx, emit) => {
    const message = chatMessageView(await markDeleted(tx, messageId, user.id), found.author);
    await emit({ k: 'deleted', message });
    return message;
  });
}

export async function presence(deps: AppServices, user: AuthUser, lessonId: number) {
  await roomOf(deps, user, lessonId);
  return { lessonId, users: liveHubFor(deps).presentIn(lessonId) };
}
