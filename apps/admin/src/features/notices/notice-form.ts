// The notice form's values and how they map onto the request (issue 20): publish now, or at a
// local date and time the browser turns into an instant.
import type { AdminNotice, NoticeWriteRequest } from '@academy/api-client/contract';

export interface NoticeDraft {
  title: string;
  content: string;
  isImportant: boolean;
  publishLater: boolean;
  /** a datetime-local value, YYYY-MM-DDTHH:mm, in the browser's time zone */
  publishAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function draftOf(notice?: AdminNotice): NoticeDraft {
  if (!notice) {
    return { title: '', content: '', isImportant: false, publishLater: false, publishAt: '' };
  }
  return {
    title: notice.title,
    content: notice.content,
    isImportant: notice.isImportant,
    publishLater: !notice.isPublished,
    publishAt: notice.isPublished ? '' : toLocalInput(notice.publishAt),
  };
}

/** The request: publishAt null publishes at once; an unreadable time is sent as typed (refused). */
export function requestOf(draft: NoticeDraft): NoticeWriteRequest {
  let publishAt: string | null = null;
  if (draft.publishLater) {
    const when = new Date(draft.publishAt);
    publishAt = Number.isNaN(when.getTime()) ? draft.publishAt : when.toISOString();
  }
  return {
    title: draft.title,
    content: draft.content,
    isImportant: draft.isImportant,
    publishAt,
  };
}
