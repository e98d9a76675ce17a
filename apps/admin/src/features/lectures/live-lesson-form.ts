// The lesson edit form's LIVE fields (docs/product/learning.md: live lessons) and how they become
// the request (contract/live-lessons.ts): the start is typed as Seoul's wall clock in a
// datetime-local field and sent with its offset; empty fields clear; a lesson of another type sends
// none (the server clears them).
import type { AdminDetail } from '@academy/api-client/contract';
import { fromSeoulDateTimeInput, seoulDateTimeInput } from '@academy/ui/format/date';

export interface LiveFormValues {
  liveStartsAt: string;
  liveMinutes: number | string;
  liveUrl: string;
}

/** The fields in the order they appear (one alert shows the first message). */
export const LIVE_FIELDS = ['liveStartsAt', 'liveMinutes', 'liveUrl'] as const;

export const liveFormValues = (detail: AdminDetail): LiveFormValues => ({
  liveStartsAt: seoulDateTimeInput(detail.live?.startsAt),
  liveMinutes: detail.live?.minutes ?? '',
  liveUrl: detail.live?.joinUrl ?? '',
});

/** The request's live fields for the form's values (none unless the type is LIVE). */
export function liveInput(values: LiveFormValues & { type: string }) {
  if (values.type.trim().toUpperCase() !== 'LIVE') return {};
  const start = values.liveStartsAt.trim();
  const minutes =
    typeof values.liveMinutes === 'string' ? values.liveMinutes.trim() : values.liveMinutes;
  return {
    // a value that is not a datetime-local one goes as typed, for the contract to refuse
    liveStartsAt: start === '' ? null : (fromSeoulDateTimeInput(start) ?? start),
    liveMinutes: minutes === '' ? null : Number(minutes),
    liveUrl: values.liveUrl.trim() === '' ? null : values.liveUrl.trim(),
  };
}
