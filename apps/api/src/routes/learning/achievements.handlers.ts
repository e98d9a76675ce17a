// 성취 (docs/product/learning.md): milestones computed from the student's real activity, with the
// date each was earned: the first lesson, half and all of a lecture, a perfect quiz and study
// streaks.
import type { Achievement } from '@academy/api-client/contract';
import type { AppServices, AuthUser } from '../../app-env.ts';
import { completedLessons, studyDay } from '../../lib/completion.ts';
import { iso } from '../../lib/lecture-access.ts';
import { groupBy } from './learning.handlers.ts';
import * as q from './learning.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STREAK_DAYS = [3, 7, 30] as const;

/** A calendar day (Korea's) as the instant it began there. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The first day each streak length was reached, and the streak running today (or yesterday). */
export function streaks(days: string[], today = studyDay()) {
  const reached = new Map<number, string>();
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    const consecutive =
      previous !== null && dayStart(day).getTime() - dayStart(previous).getTime() === DAY_MS;
    run = consecutive ? run + 1 : 1;
    for (const length of STREAK_DAYS)
      if (run >= length && !reached.has(length)) reached.set(length, day);
    previous = day;
  }
  const last = days.at(-1);
  const gap = last ? (dayStart(today).getTime() - dayStart(last).getTime()) / DAY_MS : Infinity;
  return { reached, current: gap <= 1 ? run : 0 };
}

/** 성취: milestones computed from real activity, with the date earned. */
export async function achievements(deps: AppServices, user: AuthUser) {
  const { db } = deps.database;
  const [done, attempts, days] = await Promise.all([
    completedLessons(db, user.id),
    q.attemptRows(db, user.id),
    q.studyDayRows(db, user.id),
  ]);
  // Only the lectures the student has studied in (never the whole academy's lessons).
  const ids = await q.lecturesOfLessons(db, [
    ...done.keys(),
    ...attempts.map((row) => row.detailId),
  ]);
  const [lectureRows, lessonRows] = await Promise.all([q.allLectures(db, ids), q.lessons(db, ids)]);
  const list: Achievement[] = [];
  const dates = [...done.values()].sort((a, b) => a.getTime() - b.getTime());
  list.push({
    kind: 'FIRST_LESSON',
    lectureId: null,
    lectureTitle: null,
    days: null,
    earned: dates.length > 0,
    earnedAt: dates[0] ? iso(dates[0]) : null,
  });

  const lessonsOf = groupBy(lessonRows, (lesson) => lesson.lectureId);
  for (const lecture of lectureRows) {
    const list_ = lessonsOf.get(lecture.id) ?? [];
    const finished = list_
      .map((lesson) => done.get(lesson.detailId))
      .filter((date): date is Date => !!date)
      .sort((a, b) => a.getTime() - b.getTime());
    if (finished.length === 0) continue; // milestones of lectures the student has begun
    const half = Math.ceil(list_.length / 2);
    for (const [kind, needed] of [
      ['HALF_LECTURE', half],
      ['FULL_LECTURE', list_.length],
    ] as const) {
      const at = finished.length >= needed ? finished[needed - 1]! : null;
      list.push({
        kind,
        lectureId: lecture.id,
        lectureTitle: lecture.title,
        days: null,
        earned: at !== null,
        earnedAt: at ? iso(at) : null,
      });
    }
  }

  const lectureOf = new Map(lessonRows.map((lesson) => [lesson.detailId, lesson.lectureId]));
  const perfect = attempts.find((row) => row.score === 100);
  const perfectLecture = perfect
    ? lectureRows.find((l) => l.id === lectureOf.get(perfect.detailId))
    : undefined;
  list.push({
    kind: 'PERFECT_QUIZ',
    lectureId: perfectLecture?.id ?? null,
    lectureTitle: perfectLecture?.title ?? null,
    days: null,
    earned: !!perfect,
    earnedAt: perfect ? iso(perfect.createdAt) : null,
  });

  const { reached, current } = streaks(days);
  for (const length of STREAK_DAYS) {
    const day = reached.get(length);
    list.push({
      kind: 'STREAK',
      lectureId: null,
      lectureTitle: null,
      days: length,
      earned: !!day,
      earnedAt: day ? iso(dayStart(day)) : null,
    });
  }
  return { currentStreakDays: current, achievements: list };
}
