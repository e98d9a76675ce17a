// The score tracker (docs/product/mock-exams.md: Score tracker): a student's graded mock sections
// (추정) and official EJU sittings as one series per subject, each sitting's validity, and per goal
// university its subject set, the range of its admits' scores (only from 5 admits up) and the
// sitting to submit. Also the subject set an admin keeps per university and the scores an admit
// may add to a pass story.
import * as v from 'valibot';
import * as tracker from '@academy/strings/score-tracker';
import { IsoDateTime, strictMessage } from './common.ts';
import { envelope } from './envelope.ts';
import { MATH_COURSES, SCIENCE_SUBJECTS, UNIVERSITY_TYPES } from './values.ts';

/** What a university asks for besides 日本語: 理科 (two subjects), 総合科目, or neither. */
export const UNIVERSITY_SCIENCE_CHOICES = ['SCIENCE', 'GENERAL', 'NONE'] as const;
export type UniversityScienceChoice = (typeof UNIVERSITY_SCIENCE_CHOICES)[number];
/** 数学 コース1, コース2, or none. */
export const UNIVERSITY_MATH_CHOICES = ['COURSE1', 'COURSE2', 'NONE'] as const;
export type UniversityMathChoice = (typeof UNIVERSITY_MATH_CHOICES)[number];

/** Admits' scores are shown only as a range, and only once this many admits gave them. */
export const ADMIT_RANGE_MIN = 5;
/** An official EJU score is valid for two years from its sitting. */
export const EJU_VALID_YEARS = 2;

/**
 * One line of the charts: a subject on its own scale. 日本語 is 読解 + 聴解・聴読解 (0-400) with
 * 記述 (0-50) apart; each 理科 subject; 総合科目; 数学 by course.
 */
export const SERIES_KEYS = [
  'JAPANESE',
  'WRITING',
  'PHYSICS',
  'CHEMISTRY',
  'BIOLOGY',
  'GENERAL',
  'MATH1',
  'MATH2',
] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];
export const SERIES_MAX: Record<SeriesKey, number> = {
  JAPANESE: 400,
  WRITING: 50,
  PHYSICS: 100,
  CHEMISTRY: 100,
  BIOLOGY: 100,
  GENERAL: 200,
  MATH1: 200,
  MATH2: 200,
};

/** A part of a subject set that a sitting must hold. */
export const SUBJECT_NEEDS = ['JAPANESE', 'SCIENCE', 'GENERAL', 'MATH1', 'MATH2'] as const;
export type SubjectNeed = (typeof SUBJECT_NEEDS)[number];

export const SubjectSet = v.object({
  japaneseRequired: v.boolean(),
  science: v.picklist(UNIVERSITY_SCIENCE_CHOICES),
  math: v.picklist(UNIVERSITY_MATH_CHOICES),
});
export type SubjectSet = v.InferOutput<typeof SubjectSet>;

/** PUT /api/admin/universities/{id}/subjects (admins). */
export const SubjectSetRequest = v.strictObject(
  {
    japaneseRequired: v.boolean(tracker.validation.japaneseInvalid),
    science: v.picklist(UNIVERSITY_SCIENCE_CHOICES, tracker.validation.scienceInvalid),
    math: v.picklist(UNIVERSITY_MATH_CHOICES, tracker.validation.mathInvalid),
  },
  strictMessage,
);
export type SubjectSetRequest = v.InferOutput<typeof SubjectSetRequest>;

export const UniversitySubjects = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(UNIVERSITY_TYPES),
  subjects: SubjectSet,
});
export type UniversitySubjects = v.InferOutput<typeof UniversitySubjects>;
export const UniversitySubjectsResponse = envelope(UniversitySubjects);
/** GET /api/universities/subjects: every university's subject set (any signed-in staff). */
export const UniversitySubjectsListResponse = envelope(v.array(UniversitySubjects));

/** The needs of a subject set, in the order they are named. */
export function needsOf(set: SubjectSet): SubjectNeed[] {
  const needs: SubjectNeed[] = [];
  if (set.japaneseRequired) needs.push('JAPANESE');
  if (set.science !== 'NONE') needs.push(set.science);
  if (set.math !== 'NONE') needs.push(set.math === 'COURSE1' ? 'MATH1' : 'MATH2');
  return needs;
}

/** An admit's official sitting as an admin reads it on a pass story. */
export const AdmitScores = v.object({
  year: v.number(),
  month: v.number(),
  japaneseReading: v.nullable(v.number()),
  japaneseListening: v.nullable(v.number()),
  japaneseWriting: v.nullable(v.number()),
  science1Subject: v.nullable(v.picklist(SCIENCE_SUBJECTS)),
  science1Score: v.nullable(v.number()),
  science2Subject: v.nullable(v.picklist(SCIENCE_SUBJECTS)),
  science2Score: v.nullable(v.number()),
  generalStudies: v.nullable(v.number()),
  mathCourse: v.nullable(v.picklist(MATH_COURSES)),
  mathScore: v.nullable(v.number()),
});
export type AdmitScores = v.InferOutput<typeof AdmitScores>;

// --- the tracker ---------------------------------------------------------------------------

/** A calendar day, `YYYY-MM-DD`. */
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const SeriesPoint = v.object({
  source: v.picklist(['MOCK', 'OFFICIAL']),
  /** the day of the sitting (an official one: the 1st of its month) */
  date: Day,
  /** the mock's title, or null for an official sitting (named by its year and month) */
  title: v.nullable(v.string()),
  year: v.number(),
  month: v.number(),
  score: v.number(),
  /** a mock's scaled score is an estimate of the EJU's equating (labelled 추정) */
  estimated: v.boolean(),
  /** the mock sitting or the official sitting */
  sourceId: v.number(),
});
export type SeriesPoint = v.InferOutput<typeof SeriesPoint>;

export const Series = v.object({
  key: v.picklist(SERIES_KEYS),
  max: v.number(),
  /** oldest first */
  points: v.array(SeriesPoint),
});
export type Series = v.InferOutput<typeof Series>;

export const SittingValidity = v.object({
  id: v.number(),
  year: v.number(),
  month: v.number(),
  /** the last day it counts (two years from the sitting, to the end of the month before) */
  validUntil: Day,
  valid: v.boolean(),
});
export type SittingValidity = v.InferOutput<typeof SittingValidity>;

export const AdmitRange = v.object({
  key: v.picklist(SERIES_KEYS),
  /** admits who gave this subject */
  count: v.number(),
  min: v.number(),
  median: v.number(),
  max: v.number(),
});
export type AdmitRange = v.InferOutput<typeof AdmitRange>;

export const Recommendation = v.object({
  /** null: no valid sitting holds every required subject */
  sitting: v.nullable(
    v.object({ id: v.number(), year: v.number(), month: v.number(), validUntil: Day }),
  ),
  /** the sitting's total on the required subjects (記述 apart), and its scale */
  total: v.nullable(v.number()),
  max: v.number(),
  /** the required subjects the closest valid sitting lacks (empty when one was found) */
  missing: v.array(v.picklist(SUBJECT_NEEDS)),
  reason: v.string(),
});
export type Recommendation = v.InferOutput<typeof Recommendation>;

export const GoalProgress = v.object({
  school: v.string(),
  major: v.string(),
  /** null: the goal names no university of the list staff keep */
  university: v.nullable(UniversitySubjects),
  /** approved pass stories of the university that carry scores */
  admitCount: v.number(),
  /** per subject, only when admitCount reaches ADMIT_RANGE_MIN (and the subject as many) */
  ranges: v.nullable(v.array(AdmitRange)),
  recommendation: v.nullable(Recommendation),
});
export type GoalProgress = v.InferOutput<typeof GoalProgress>;

export const ScoreTracker = v.object({
  student: v.object({ id: v.number(), name: v.string() }),
  series: v.array(Series),
  sittings: v.array(SittingValidity),
  goals: v.array(GoalProgress),
  /** when it was read: validity is judged on this day */
  asOf: IsoDateTime,
});
export type ScoreTracker = v.InferOutput<typeof ScoreTracker>;
export const ScoreTrackerResponse = envelope(ScoreTracker);
