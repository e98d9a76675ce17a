// In-app notifications (docs/decisions/016-live-channel.md): the caller's own list, unread count
// and marking read, and the triggers the write paths call. Each notification is stored in the
// write's transaction and delivered live after the commit (lib/live/hub.ts).
import * as commerce from '@academy/strings/commerce';
import * as live from '@academy/strings/live';
import type { AppServices, AuthUser, Tx } from '../../app-env.ts';
import { notFound } from '../../lib/errors.ts';
import { appOrigins } from '../../env.ts';
import { liveHubFor, type LiveEvent } from '../../lib/live/hub.ts';
import { enqueueMessage } from '../../lib/outbox/enqueue.ts';
import {
  insertForAllStudents,
  insertNotification,
  listPage,
  markAllRead,
  markRead,
  unreadCount,
  type NewNotification,
} from './notifications.queries.ts';

type Emit = (event: LiveEvent) => Promise<void>;

export const list = (deps: AppServices, user: AuthUser, page: number, size: number) =>
  listPage(deps.database.db, user.id, page, size);

export const unread = async (deps: AppServices, user: AuthUser) => ({
  unreadCount: await unreadCount(deps.database.db, user.id),
});

export async function read(deps: AppServices, user: AuthUser, id: number) {
  // Another user's notification answers 404, as if it did not exist.
  const found = await markRead(deps.database.db, user.id, id);
  if (!found) throw notFound(live.notification.notFound);
  return found;
}

export async function readAll(deps: AppServices, user: AuthUser) {
  await markAllRead(deps.database.db, user.id);
  return { unreadCount: 0 };
}

/** A notification that also reaches the person's phone when they are away from the site. */
export type AwayNotification = NewNotification & {
  /** the message template (lib/outbox/templates) and its title; `url` is the notification's link */
  away?: { template: string; title: string };
};

/**
 * Inside a liveTransaction: stores the notifications and publishes them. With `deps`, an entry
 * that has an `away` message also goes to the person's phone (알림톡, SMS when 알림톡 fails)
 * unless they have the live channel open to this process, after AWAY_MESSAGE_DELAY_MS (3 min) and
 * only if the notification is still unread then: read meanwhile, on any process or device, it is
 * not sent (docs/product/messaging.md).
 */
export async function notify(
  tx: Tx,
  emit: Emit,
  entries: AwayNotification[],
  deps?: Pick<AppServices, 'env' | 'database'>,
) {
  for (const { away, ...entry } of entries) {
    const notification = await insertNotification(tx, entry);
    await emit({ k: 'notification', userId: entry.userId, notification });
    if (!away || !deps || liveHubFor(deps).connectedHere(entry.userId)) continue;
    await enqueueMessage(tx, {
      template: away.template,
      variables: {
        title: away.title,
        url: `${appOrigins(deps.env)[entry.link.app]}${entry.link.path}`,
      },
      dedupeKey: `notification:${notification.id}`,
      to: { userId: entry.userId },
      channels: ['ALIMTALK', 'SMS'],
      notBefore: new Date(Date.now() + deps.env.AWAY_MESSAGE_DELAY_MS),
      unlessRead: notification.id,
    });
  }
}

const texts = live.notification;

/** A teacher answered a student's question. */
export const questionAnswered = (question: {
  id: number;
  ownerId: number;
  lectureTitle: string;
}): AwayNotification => ({
  userId: question.ownerId,
  kind: 'QUESTION_ANSWERED',
  text: texts.questionAnswered(question.lectureTitle),
  link: { app: 'classroom', path: `/mypage/questions/${question.id}` },
  away: { template: 'question-answered', title: question.lectureTitle },
});

/** A student asked about a teacher's lecture. */
export const questionAsked = (question: {
  id: number;
  teacherId: number;
  lectureTitle: string;
}): NewNotification => ({
  userId: question.teacherId,
  kind: 'QUESTION_ASKED',
  text: texts.questionAsked(question.lectureTitle),
  link: { app: 'admin', path: `/admin/qna/${question.id}` },
});

/** A student submitted an assignment in a teacher's lecture. */
export const submissionArrived = (submission: {
  id: number;
  teacherId: number;
  lessonTitle: string;
}): NewNotification => ({
  userId: submission.teacherId,
  kind: 'SUBMISSION_ARRIVED',
  text: texts.submissionArrived(submission.lessonTitle),
  link: { app: 'admin', path: `/admin/assignments/${submission.id}` },
});

/** A teacher gave feedback on a student's submission. */
export const feedbackGiven = (submission: {
  userId: number;
  lectureId: number;
  lessonId: number;
  lessonTitle: string;
}): AwayNotification => ({
  userId: submission.userId,
  kind: 'FEEDBACK_GIVEN',
  text: texts.feedbackGiven(submission.lessonTitle),
  link: {
    app: 'classroom',
    path: `/dashboard?lecture=${submission.lectureId}&detail=${submission.lessonId}`,
  },
  away: { template: 'feedback-given', title: submission.lessonTitle },
});

/** An order was paid: the student's lectures start (routes/orders/settle.ts, in its transaction). */
export const orderPaid = (order: { userId: number; orderName: string }): NewNotification => ({
  userId: order.userId,
  kind: 'ENROLMENT_DECIDED',
  text: commerce.notification.paid(order.orderName),
  link: { app: 'classroom', path: '/dashboard' },
});

/**
 * A notice became important (pinned): every active student is told. The notice write routes
 * (routes/notices) call this in their liveTransaction.
 */
export async function noticePinned(tx: Tx, emit: Emit, notice: { id: number; title: string }) {
  const range = await insertForAllStudents(tx, {
    kind: 'NOTICE_PINNED',
    text: texts.noticePinned(notice.title),
    link: { app: 'site', path: `/notices/${notice.id}` },
  });
  if (range) await emit({ k: 'fanout', ...range });
}
