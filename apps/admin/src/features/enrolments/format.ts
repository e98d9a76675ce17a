// Small formatters of the enrolment screens (dates in Korea's calendar, days left).
import { enrolmentStrings } from '@academy/strings/enrolments';

const a = enrolmentStrings.admin;

/** `2026-11-25` in Korea for an ISO time; '' for null. */
export function koreanDay(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const daysLeftText = (days: number | null) => (days === null ? a.unlimited : a.days(days));
