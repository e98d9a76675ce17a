// The notice form's values and how they map onto the request
// (docs/decisions/018-staff-authoring.md): publish now, or at a date and time on Seoul's clock (the
// academy's, whatever the browser's zone).
import type { AdminNotice, NoticeWriteRequest } from '@academy/api-client/contract';
import { fromSeoulDateTimeInput, seoulDateTimeInput } from '@academy/ui/format/date';

export interface NoticeDraft {
  title: string;
  content: string;
  isImportant: boolean;
  publishLater: boolean;
  /** a datetime-local value, YYYY-MM-DDTHH:mm, on Seoul's clock */
  publishAt: string;
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
    publishAt: notice.isPublished ? '' : seoulDateTimeInput(notice.publishAt),
  };
}

/** The request: publishAt null publishes at once; an unreadable time is sent as typed (refused). */
export function requestOf(draft: NoticeDraft): NoticeWriteRequest {
  let publishAt: string | null = null;
  if (draft.publishLater) {
    publishAt = fromSeoulDateTimeInput(draft.publishAt) ?? draft.publishAt;
  }
  return {
    title: draft.title,
    content: draft.content,
    isImportant: draft.isImportant,
    publishAt,
  };
}
