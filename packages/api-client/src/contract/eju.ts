// The EJU's subjects, sections and scales (JASSO; docs/decisions/056-mock-exams.md), shared by the
// mock exams' authoring, sitting, grading and the score tracker on both sides of the wire.
// Reported EJU scores are equated, not raw counts: a mock's scaled score is an estimate read off
// the section's raw-to-scaled table (linear unless staff set one), and is always labelled 추정.

/** A mock is built for one EJU subject; 理科 and 総合科目 are never taken together. */
export const MOCK_SUBJECTS = ['JAPANESE', 'SCIENCE', 'GENERAL', 'MATH1', 'MATH2'] as const;
export type MockSubject = (typeof MOCK_SUBJECTS)[number];

/** A section is one scored part of the EJU, on its own scale. */
export const MOCK_SECTION_KINDS = [
  'WRITING',
  'READING',
  'LISTENING',
  'PHYSICS',
  'CHEMISTRY',
  'BIOLOGY',
  'GENERAL',
  'MATH1',
  'MATH2',
] as const;
export type MockSectionKind = (typeof MOCK_SECTION_KINDS)[number];

/** CHOICE: 4-6 options, one right; LISTENING: the same with audio played once; WRITING: 記述. */
export const MOCK_ITEM_KINDS = ['CHOICE', 'LISTENING', 'WRITING'] as const;
export type MockItemKind = (typeof MOCK_ITEM_KINDS)[number];

/** Each section kind's scale (the top of its scaled score) and the subject it belongs to. */
export const SECTION_SCALE: Record<MockSectionKind, { max: number; subject: MockSubject }> = {
  WRITING: { max: 50, subject: 'JAPANESE' },
  READING: { max: 200, subject: 'JAPANESE' },
  LISTENING: { max: 200, subject: 'JAPANESE' },
  PHYSICS: { max: 100, subject: 'SCIENCE' },
  CHEMISTRY: { max: 100, subject: 'SCIENCE' },
  BIOLOGY: { max: 100, subject: 'SCIENCE' },
  GENERAL: { max: 200, subject: 'GENERAL' },
  MATH1: { max: 200, subject: 'MATH1' },
  MATH2: { max: 200, subject: 'MATH2' },
};

/** The section kinds a subject's mock may hold. */
export const SUBJECT_SECTION_KINDS: Record<MockSubject, readonly MockSectionKind[]> = {
  JAPANESE: ['WRITING', 'READING', 'LISTENING'],
  SCIENCE: ['PHYSICS', 'CHEMISTRY', 'BIOLOGY'],
  GENERAL: ['GENERAL'],
  MATH1: ['MATH1'],
  MATH2: ['MATH2'],
};

/** The item kinds a section kind takes. */
export const SECTION_ITEM_KINDS: Record<MockSectionKind, readonly MockItemKind[]> = {
  WRITING: ['WRITING'],
  READING: ['CHOICE'],
  LISTENING: ['LISTENING', 'CHOICE'],
  PHYSICS: ['CHOICE'],
  CHEMISTRY: ['CHOICE'],
  BIOLOGY: ['CHOICE'],
  GENERAL: ['CHOICE'],
  MATH1: ['CHOICE'],
  MATH2: ['CHOICE'],
};

/**
 * A new mock's sections, in the EJU's order and time (日本語 125 minutes: 記述 30, 読解 40,
 * 聴解・聴読解 55; 理科 80 minutes for two subjects, so 40 each; 総合科目 and 数学 80). Staff edit them.
 */
export const MOCK_TEMPLATES: Record<
  MockSubject,
  readonly { kind: MockSectionKind; timeLimitSeconds: number }[]
> = {
  JAPANESE: [
    { kind: 'WRITING', timeLimitSeconds: 30 * 60 },
    { kind: 'READING', timeLimitSeconds: 40 * 60 },
    { kind: 'LISTENING', timeLimitSeconds: 55 * 60 },
  ],
  SCIENCE: [
    { kind: 'PHYSICS', timeLimitSeconds: 40 * 60 },
    { kind: 'CHEMISTRY', timeLimitSeconds: 40 * 60 },
  ],
  GENERAL: [{ kind: 'GENERAL', timeLimitSeconds: 80 * 60 }],
  MATH1: [{ kind: 'MATH1', timeLimitSeconds: 80 * 60 }],
  MATH2: [{ kind: 'MATH2', timeLimitSeconds: 80 * 60 }],
};

/** 記述 is scored on these levels only. */
export const WRITING_LEVELS = [50, 45, 40, 35, 30, 25, 20, 10, 0] as const;
export type WritingLevel = (typeof WRITING_LEVELS)[number];

/** A 記述 answer's length, as the EJU asks (characters). */
export const WRITING_LENGTH = { min: 400, max: 500 } as const;

/** Multiple-choice items have 4 to 6 options. */
export const CHOICE_OPTIONS = { min: 4, max: 6 } as const;

/** The linear table: raw points spread evenly over the section's scale, rounded. */
export function linearTable(rawMax: number, max: number): number[] {
  if (rawMax <= 0) return [0];
  return Array.from({ length: rawMax + 1 }, (_, raw) => Math.round((raw * max) / rawMax));
}

/** Why a raw-to-scaled table cannot be used, or null when it can. */
export type ScaleTableProblem = 'length' | 'range' | 'decreasing';

export function scaleTableProblem(
  table: readonly number[],
  rawMax: number,
  max: number,
): ScaleTableProblem | null {
  if (table.length !== rawMax + 1) return 'length';
  for (let raw = 0; raw < table.length; raw++) {
    const scaled = table[raw]!;
    if (!Number.isInteger(scaled) || scaled < 0 || scaled > max) return 'range';
    if (raw > 0 && scaled < table[raw - 1]!) return 'decreasing';
  }
  return null;
}

/**
 * The scaled score for raw points: the staff's table when it fits the section as it is now, else
 * the linear one. `estimated` says which (a staff table is still an estimate of the equating, but
 * the linear one is a guess, so the tracker labels it).
 */
export function toScaled(
  raw: number,
  rawMax: number,
  kind: MockSectionKind,
  table: readonly number[] | null,
): { scaled: number; linear: boolean } {
  const max = SECTION_SCALE[kind].max;
  const bounded = Math.max(0, Math.min(raw, rawMax));
  if (table && scaleTableProblem(table, rawMax, max) === null) {
    return { scaled: table[bounded]!, linear: false };
  }
  return { scaled: linearTable(rawMax, max)[bounded]!, linear: true };
}
