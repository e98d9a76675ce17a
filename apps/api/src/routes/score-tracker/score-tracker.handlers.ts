// The score tracker's reads (docs/product/mock-exams.md: Score tracker): one student's graded mock
// sections and official sittings, their goal universities matched by name to the list staff keep,
// and the approved pass stories with scores of those universities.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  AdmitScores,
  ScoreTracker,
  SubjectSet,
  UniversitySubjects,
} from '@academy/api-client/contract';
import type { AppServices } from '../../app-env.ts';
import { ejuSittings } from '../../db/schema/accounts.ts';
import {
  mockExams,
  mockSectionScores,
  mockSections,
  mockSittings,
} from '../../db/schema/mock-exams.ts';
import { passStories, universities } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { seoulDay } from '../../lib/seoul-time.ts';
import {
  admitRanges,
  buildSeries,
  recommend,
  seriesScores,
  validity,
  type ScoreColumns,
} from './score-tracker.rules.ts';

type Reader = AppServices['database']['db'];
type UniversityRow = typeof universities.$inferSelect;
type PassStoryRow = typeof passStories.$inferSelect;

export const subjectSetOf = (row: UniversityRow): SubjectSet => ({
  japaneseRequired: row.japaneseRequired,
  science: row.science,
  math: row.math,
});

export const toUniversitySubjects = (row: UniversityRow): UniversitySubjects => ({
  id: row.id,
  name: row.name,
  type: row.type,
  subjects: subjectSetOf(row),
});

/** The admit's sitting on a pass story as admins read it; null when none was given. */
export function admitScoresOf(row: PassStoryRow): AdmitScores | null {
  if (row.ejuYear === null || row.ejuMonth === null) return null;
  return {
    year: row.ejuYear,
    month: row.ejuMonth,
    japaneseReading: row.japaneseReading,
    japaneseListening: row.japaneseListening,
    japaneseWriting: row.japaneseWriting,
    science1Subject: row.science1Subject,
    science1Score: row.science1Score,
    science2Subject: row.science2Subject,
    science2Score: row.science2Score,
    generalStudies: row.generalStudies,
    mathCourse: row.mathCourse,
    mathScore: row.mathScore,
  };
}

/** The pass story columns of a submitted sitting (the contract checked its rules). */
export function admitScoreColumns(
  scores:
    | ({ year: number; month: number } & { [K in keyof ScoreColumns]?: ScoreColumns[K] })
    | null
    | undefined,
) {
  return {
    ejuYear: scores?.year ?? null,
    ejuMonth: scores?.month ?? null,
    japaneseReading: scores?.japaneseReading ?? null,
    japaneseListening: scores?.japaneseListening ?? null,
    japaneseWriting: scores?.japaneseWriting ?? null,
    science1Subject: scores?.science1Subject ?? null,
    science1Score: scores?.science1Score ?? null,
    science2Subject: scores?.science2Subject ?? null,
    science2Score: scores?.science2Score ?? null,
    generalStudies: scores?.generalStudies ?? null,
    mathCourse: scores?.mathCourse ?? null,
    mathScore: scores?.mathScore ?? null,
  };
}

/** GET /api/me/score-tracker and its staff twin: everything of one student's tracker. */
export async function scoreTracker(
  db: Reader,
  student: { id: number; name: string },
  now = new Date(),
): Promise<ScoreTracker> {
  const today = seoulDay(now);
  const [mockRows, sittings, [profile]] = await Promise.all([
    db
      .select({
        sittingId: mockSittings.id,
        title: mockExams.title,
        startedAt: mockSittings.startedAt,
        kind: mockSections.kind,
        scaled: mockSectionScores.scaled,
      })
      .from(mockSectionScores)
      .innerJoin(mockSittings, eq(mockSittings.id, mockSectionScores.sittingId))
      .innerJoin(mockSections, eq(mockSections.id, mockSectionScores.sectionId))
      .innerJoin(mockExams, eq(mockExams.id, mockSittings.examId))
      .where(and(eq(mockSittings.userId, student.id), isNotNull(mockSectionScores.scaled)))
      .orderBy(asc(mockSittings.startedAt), asc(mockSections.position)),
    db
      .select()
      .from(ejuSittings)
      .where(eq(ejuSittings.userId, student.id))
      .orderBy(asc(ejuSittings.year), asc(ejuSittings.month)),
    db
      .select({ goals: users.goalUniversities })
      .from(users)
      .where(eq(users.id, student.id))
      .limit(1),
  ]);
  const goals = (profile?.goals ?? []).filter((goal) => goal.school.trim() !== '');
  const names = [...new Set(goals.map((goal) => goal.school.trim()))];
  const known = names.length
    ? await db.select().from(universities).where(inArray(universities.name, names))
    : [];
  const admits = known.length
    ? await db
        .select()
        .from(passStories)
        .where(
          and(
            eq(passStories.status, 'APPROVED'),
            inArray(
              passStories.universityId,
              known.map((row) => row.id),
            ),
            isNotNull(passStories.ejuYear),
          ),
        )
    : [];

  return {
    student: { id: student.id, name: student.name },
    series: buildSeries(
      mockRows.map((row) => ({
        sittingId: row.sittingId,
        title: row.title,
        sat: seoulDay(row.startedAt),
        kind: row.kind,
        scaled: row.scaled!,
      })),
      sittings,
    ),
    sittings: sittings
      .map((sitting) => validity(sitting, today))
      .sort((a, b) => b.year - a.year || b.month - a.month),
    goals: goals.map((goal) => {
      const university = known.find((row) => row.name === goal.school.trim());
      if (!university)
        return {
          school: goal.school,
          major: goal.major,
          university: null,
          admitCount: 0,
          ranges: null,
          recommendation: null,
        };
      const scored = admits.filter(
        (story) =>
          story.universityId === university.id && Object.keys(seriesScores(story)).length > 0,
      );
      return {
        school: goal.school,
        major: goal.major,
        university: toUniversitySubjects(university),
        admitCount: scored.length,
        ranges: admitRanges(scored),
        recommendation: recommend(subjectSetOf(university), sittings, today),
      };
    }),
    asOf: now.toISOString(),
  };
}
