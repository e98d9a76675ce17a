// Dates and times in Korean, always in the academy's time zone (Asia/Seoul), whatever the
// visitor's machine says. Inputs are the API's ISO 8601 strings (or Date objects).
//
// Seoul is UTC+9 all year (Korea has kept no daylight saving time since 1988), so the wall clock
// is UTC shifted by nine hours. Not Intl.DateTimeFormat: a page's first Intl object loads ICU's
// data, measured at 200-330 ms of main thread on Lighthouse's mobile CPU.
import { format } from '@academy/strings/format';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

type DateInput = string | number | Date | null | undefined;

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function seoulParts(date: Date) {
  const seoul = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return {
    year: String(seoul.getUTCFullYear()),
    month: twoDigits(seoul.getUTCMonth() + 1),
    day: twoDigits(seoul.getUTCDate()),
    hour: twoDigits(seoul.getUTCHours()),
    minute: twoDigits(seoul.getUTCMinutes()),
  };
}

/** '2026-11-22T05:00:00Z' -> '2026년 11월 22일' (Seoul). Invalid or empty input -> ''. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { year, month, day } = seoulParts(date);
  return format.date(year, Number(month), Number(day));
}

/** '2026-11-22T05:07:00Z' -> '2026년 11월 22일 14:07' (Seoul, 24-hour). */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  return `${formatDate(date)} ${hour}:${minute}`;
}

/** A broadcast's day and time: '2026-12-03T10:00:00Z' -> '12월 3일 (목) 19:00' (Seoul). */
export function formatDayTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { month, day, hour, minute } = seoulParts(date);
  const weekday = format.weekdays[new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCDay()]!;
  return `${format.dayWithWeekday(Number(month), Number(day), weekday)} ${hour}:${minute}`;
}

/** The time of day alone: '2026-12-03T12:00:00Z' -> '21:00' (Seoul). */
export function formatClock(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  return `${hour}:${minute}`;
}

/** Compact form for tables and lists: '2026.11.22'. */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { year, month, day } = seoulParts(date);
  return `${year}.${month}.${day}`;
}

/**
 * '방금 전', 'N분 전', 'N시간 전', 'N일 전' within a week, then the date. A time in the future
 * (a clock a little ahead) reads as '방금 전'.
 */
export function formatRelative(input: DateInput, now: Date = new Date()): string {
  const date = toDate(input);
  if (!date) return '';
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return format.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return format.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.hoursAgo(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return format.daysAgo(days);
  return formatDate(date);
}

/** For `<input type="date">` and compact dates: '2026-11-22' (Seoul). Invalid or empty -> ''. */
export function seoulDateInput(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { year, month, day } = seoulParts(date);
  return `${year}-${month}-${day}`;
}

/** For `<input type="datetime-local">`: '2026-11-22T14:07' (Seoul). Invalid or empty -> ''. */
export function seoulDateTimeInput(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  return `${seoulDateInput(date)}T${hour}:${minute}`;
}

/**
 * A `datetime-local` value read as Seoul's wall clock ('2026-11-22T14:07' -> '2026-11-22T05:07:00.000Z'),
 * whatever the browser's zone; null when it is not such a value.
 */
export function fromSeoulDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = toDate(`${value}:00+09:00`);
  return date ? date.toISOString() : null;
}
