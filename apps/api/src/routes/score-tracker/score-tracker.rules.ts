// The score tracker's rules (docs/product/mock-exams.md: Score tracker), apart from the database so
// each is tested alone: the series per subject, a sitting's validity, the admits' ranges (5 or
// more) and the sitting to submit for a subject set.
import {
  ADMIT_RANGE_MIN,
  EJU_VALID_YEARS,
  needsOf,
  SERIES_KEYS,
  SERIES_MAX,
  type AdmitRange,
  type Recommendation,
  type SeriesKey,
  type Series,
  type SeriesPoint,
  type SittingValidity,
  type SubjectNeed,
  type SubjectSet,
} from '@academy/api-client/contract/score-tracker';
import * as tracker from '@academy/strings/score-tracker';

/** The score columns an official sitting and a pass story share (eju_sittings, pass_stories). */
export interface ScoreColumns {
  japaneseReading: number | null;
  japaneseListening: number | null;
  japaneseWriting: number | null;
  science1Subject: 'PHYSICS' | 'CHEMISTRY' | 'BIOLOGY' | null;
  science1Score: number | null;
  science2Subject: 'PHYSICS' | 'CHEMISTRY' | 'BIOLOGY' | null;
  science2Score: number | null;
  generalStudies: number | null;
  mathCourse: 'COURSE1' | 'COURSE2' | null;
  mathScore: number | null;
}

export interface OfficialSitting extends ScoreColumns {
  id: number;
  year: number;
  month: number;
}

/** A graded mock section of the student's (mock_section_scores with a scaled score). */
export interface MockSectionScore {
  sittingId: number;
  title: string;
  sat: string;
  kind: string;
  scaled: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Each series' score from a sitting's columns: 日本語 only when both 読解 and 聴解 are there. */
export function seriesScores(row: ScoreColumns): Partial<Record<SeriesKey, number>> {
  const scores: Partial<Record<SeriesKey, number>> = {};
  if (row.japaneseReading !== null && row.japaneseListening !== null)
    scores.JAPANESE = row.japaneseReading + row.japaneseListening;
  if (row.japaneseWriting !== null) scores.WRITING = row.japaneseWriting;
  if (row.science1Subject && row.science1Score !== null)
    scores[row.science1Subject] = row.science1Score;
  if (row.science2Subject && row.science2Score !== null)
    scores[row.science2Subject] = row.science2Score;
  if (row.generalStudies !== null) scores.GENERAL = row.generalStudies;
  if (row.mathCourse && row.mathScore !== null)
    scores[row.mathCourse === 'COURSE1' ? 'MATH1' : 'MATH2'] = row.mathScore;
  return scores;
}

/**
 * The last day a sitting counts: two years from it, to the end of the month before the same
 * month two years on (June 2025: 31 May 2027), so it never reads as valid a day too long.
 */
export function validUntil(year: number, month: number) {
  const last = new Date(Date.UTC(year + EJU_VALID_YEARS, month - 1, 0));
  return `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}

export function validity(sitting: OfficialSitting, today: string): SittingValidity {
  const until = validUntil(sitting.year, sitting.month);
  return {
    id: sitting.id,
    year: sitting.year,
    month: sitting.month,
    validUntil: until,
    valid: today <= until,
  };
}

/** Every subject's line: mocks (추정) and official sittings together, oldest first. */
export function buildSeries(mocks: MockSectionScore[], sittings: OfficialSitting[]): Series[] {
  const points = new Map<SeriesKey, SeriesPoint[]>();
  const add = (key: SeriesKey, point: SeriesPoint) =>
    points.set(key, [...(points.get(key) ?? []), point]);

  const bySitting = new Map<number, MockSectionScore[]>();
  for (const row of mocks)
    bySitting.set(row.sittingId, [...(bySitting.get(row.sittingId) ?? []), row]);
  for (const [sittingId, rows] of bySitting) {
    const first = rows[0]!;
    const [year, month] = first.sat.split('-').map(Number) as [number, number];
    const point = (score: number): SeriesPoint => ({
      source: 'MOCK',
      date: first.sat,
      title: first.title,
      year,
      month,
      score,
      estimated: true,
      sourceId: sittingId,
    });
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.scaled;
    const reading = of('READING');
    const listening = of('LISTENING');
    if (reading !== undefined && listening !== undefined)
      add('JAPANESE', point(reading + listening));
    for (const row of rows) {
      if (row.kind === 'READING' || row.kind === 'LISTENING') continue;
      if ((SERIES_KEYS as readonly string[]).includes(row.kind))
        add(row.kind as SeriesKey, point(row.scaled));
    }
  }
  for (const sitting of sittings) {
    for (const [key, score] of Object.entries(seriesScores(sitting)) as [SeriesKey, number][]) {
      add(key, {
        source: 'OFFICIAL',
        date: `${sitting.year}-${pad(sitting.month)}-01`,
        title: null,
        year: sitting.year,
        month: sitting.month,
        score,
        estimated: false,
        sourceId: sitting.id,
      });
    }
  }
  return SERIES_KEYS.filter((key) => points.has(key)).map((key) => ({
    key,
    max: SERIES_MAX[key],
    points: points
      .get(key)!
      .sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source)),
  }));
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 10) / 10;
}

/**
 * Admits' scores per subject: none below ADMIT_RANGE_MIN admits (null), and a subject only when
 * at least as many admits gave it, so no range narrows down to a person.
 */
export function admitRanges(admits: ScoreColumns[]): AdmitRange[] | null {
  if (admits.length < ADMIT_RANGE_MIN) return null;
  const values = new Map<SeriesKey, number[]>();
  for (const admit of admits)
    for (const [key, score] of Object.entries(seriesScores(admit)) as [SeriesKey, number][])
      values.set(key, [...(values.get(key) ?? []), score]);
  return SERIES_KEYS.filter((key) => (values.get(key)?.length ?? 0) >= ADMIT_RANGE_MIN).map(
    (key) => {
      const scores = values.get(key)!;
      return {
        key,
        count: scores.length,
        min: Math.min(...scores),
        median: median(scores),
        max: Math.max(...scores),
      };
    },
  );
}

/** A sitting's score on one need, or null when it lacks it (記述 is judged apart). */
function scoreOn(sitting: ScoreColumns, need: SubjectNeed): number | null {
  switch (need) {
    case 'JAPANESE':
      return sitting.japaneseReading !== null && sitting.japaneseListening !== null
        ? sitting.japaneseReading + sitting.japaneseListening
        : null;
    case 'SCIENCE':
      return sitting.science1Score !== null && sitting.science2Score !== null
        ? sitting.science1Score + sitting.science2Score
        : null;
    case 'GENERAL':
      return sitting.generalStudies;
    case 'MATH1':
      return sitting.mathCourse === 'COURSE1' ? sitting.mathScore : null;
    case 'MATH2':
      return sitting.mathCourse === 'COURSE2' ? sitting.mathScore : null;
  }
}

const NEED_MAX: Record<SubjectNeed, number> = {
  JAPANESE: 400,
  SCIENCE: 200,
  GENERAL: 200,
  MATH1: 200,
  MATH2: 200,
};

const named = (needs: SubjectNeed[]) => needs.map((need) => tracker.needs[need]).join(', ');

/**
 * The sitting to submit: among the valid sittings holding every required subject, the best total
 * on them (a tie goes to the newer); none: the subjects the closest valid sitting lacks.
 */
export function recommend(
  set: SubjectSet,
  sittings: OfficialSitting[],
  today: string,
): Recommendation {
  const needs = needsOf(set);
  const max = needs.reduce((sum, need) => sum + NEED_MAX[need], 0);
  const valid = sittings
    .filter((sitting) => validity(sitting, today).valid)
    .sort((a, b) => b.year - a.year || b.month - a.month);
  if (valid.length === 0)
    return {
      sitting: null,
      total: null,
      max,
      missing: needs,
      reason: tracker.reasons.noValidSitting,
    };
  let best: { sitting: OfficialSitting; total: number } | null = null;
  let closest: SubjectNeed[] = needs;
  for (const sitting of valid) {
    const scores = needs.map((need) => scoreOn(sitting, need));
    const missing = needs.filter((_, index) => scores[index] === null);
    if (missing.length > 0) {
      if (missing.length < closest.length) closest = missing;
      continue;
    }
    const total = scores.reduce<number>((sum, score) => sum + score!, 0);
    if (!best || total > best.total) best = { sitting, total };
  }
  if (!best)
    return {
      sitting: null,
      total: null,
      max,
      missing: closest,
      reason: tracker.reasons.missing(named(closest)),
    };
  const { sitting, total } = best;
  return {
    sitting: {
      id: sitting.id,
      year: sitting.year,
      month: sitting.month,
      validUntil: validUntil(sitting.year, sitting.month),
    },
    total,
    max,
    missing: [],
    reason: tracker.reasons.best(sitting.year, sitting.month, total, max, named(needs)),
  };
}
