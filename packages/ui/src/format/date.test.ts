import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDayTime,
  formatDateTime,
  formatRelative,
  formatShortDate,
  fromSeoulDateTimeInput,
  seoulDateInput,
  seoulDateTimeInput,
} from './date.ts';

describe('dates in Korean, Asia/Seoul', () => {
  it('writes the date in Seoul whatever the machine zone', () => {
    // 15:30 UTC is already the next day in Seoul (UTC+9).
    expect(formatDate('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일');
    expect(formatDate('2026-01-05T00:00:00+09:00')).toBe('2026년 1월 5일');
    expect(formatShortDate('2026-01-05T00:00:00+09:00')).toBe('2026.01.05');
    // New Year comes nine hours earlier in Seoul.
    expect(formatShortDate('2026-12-31T15:00:00Z')).toBe('2027.01.01');
    expect(formatShortDate('2026-12-31T14:59:00Z')).toBe('2026.12.31');
  });

  it('agrees with the time zone database through the years', () => {
    const seoul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (
      let time = Date.UTC(1990, 0, 1);
      time < Date.UTC(2040, 0, 1);
      time += 37 * 3_600_000 + 13
    ) {
      const [day, clock] = seoul.format(time).split(' ');
      const [year, month, date] = day!.split('-');
      expect(formatDateTime(time)).toBe(`${year}년 ${Number(month)}월 ${Number(date)}일 ${clock}`);
    }
  });

  it('writes the date and 24-hour time', () => {
    expect(formatDateTime('2026-11-22T05:07:00Z')).toBe('2026년 11월 22일 14:07');
    expect(formatDateTime('2026-11-22T15:00:00Z')).toBe('2026년 11월 23일 00:00');
  });

  it('writes a broadcast’s day with its weekday and time in Seoul', () => {
    expect(formatDayTime('2026-12-03T10:00:00Z')).toBe('12월 3일 (목) 19:00');
    // 23:30 UTC on Saturday is Sunday morning in Seoul
    expect(formatDayTime('2026-11-28T23:30:00Z')).toBe('11월 29일 (일) 08:30');
    expect(formatClock('2026-12-03T12:05:00Z')).toBe('21:05');
    expect(formatDayTime(null)).toBe('');
  });

  it('returns an empty text for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatRelative(undefined)).toBe('');
  });

  it('says how long ago, then falls back to the date after a week', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22T11:59:30Z', now)).toBe('방금 전');
    expect(formatRelative('2026-11-22T12:00:30Z', now)).toBe('방금 전');
    expect(formatRelative('2026-11-22T11:55:00Z', now)).toBe('5분 전');
    expect(formatRelative('2026-11-22T09:00:00Z', now)).toBe('3시간 전');
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toBe('2일 전');
    expect(formatRelative('2026-11-01T12:00:00Z', now)).toBe('2026년 11월 1일');
  });

  it('gives and reads form input values in Seoul, whatever the machine zone', () => {
    // 15:30 UTC is 00:30 the next day in Seoul
    expect(seoulDateInput('2026-11-21T15:30:00Z')).toBe('2026-11-22');
    expect(seoulDateTimeInput('2026-11-21T15:30:00Z')).toBe('2026-11-22T00:30');
    expect(fromSeoulDateTimeInput('2026-11-22T00:30')).toBe('2026-11-21T15:30:00.000Z');
    expect(fromSeoulDateTimeInput(seoulDateTimeInput('2026-12-01T00:30:00Z')!)).toBe(
      '2026-12-01T00:30:00.000Z',
    );
    expect(fromSeoulDateTimeInput('')).toBeNull();
    expect(fromSeoulDateTimeInput('2026-13-45T99:99')).toBeNull();
    expect(seoulDateInput(null)).toBe('');
  });
});
